#include "app/views/legal_view.h"

#include "app/views/reason_view.h"
#include "db/codec/munchkin_json.h"

namespace arbiter::app::views {

KindNowView LegalNowView::of(ActionKinds::Kind kind) const
{
    return kinds.value(kind).value<KindNowView>();
}

LegalNowView legalNowViewOf(const rules::game::LegalNow& now)
{
    const std::size_t count = rules::game::kindNames().size();
    std::vector<KindNowView> entries(count);
    for (std::size_t index = 0; index < count; ++index)
        entries[index].kind = static_cast<ActionKinds::Kind>(index);
    for (const rules::game::KindNow& kind : now.kinds) {
        const std::optional<ActionKinds::Kind> known = actionKindNamed(kind.kind);
        if (!known)
            continue;
        KindNowView& entry = entries[*known];
        entry.available = kind.available;
        entry.players = db::toQStringList(kind.players);
        entry.reasons = reasonViews(kind.reasons);
    }
    LegalNowView view;
    for (const KindNowView& entry : entries)
        view.kinds.append(QVariant::fromValue(entry));
    view.caught = db::toQStringList(now.caught);
    return view;
}

}  // namespace arbiter::app::views
