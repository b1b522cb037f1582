#include "app/views/action_kind.h"

namespace arbiter::app::views {

std::optional<ActionKinds::Kind> actionKindNamed(std::string_view name)
{
    const std::span<const std::string_view> names = rules::game::kindNames();
    for (std::size_t index = 0; index < names.size(); ++index)
        if (names[index] == name)
            return static_cast<ActionKinds::Kind>(index);
    return std::nullopt;
}

}  // namespace arbiter::app::views
