#include "app/views/game_options_view.h"

#include "db/codec/munchkin_json.h"
#include "rules/panic/types.h"

namespace arbiter::app::views {

GameOptionsView gameOptionsViewOf(const rules::game::GameSetup& setup)
{
    GameOptionsView view;
    if (setup.family == rules::game::Family::Panic) {
        for (const rules::panic::VariantName& variant : rules::panic::variantNames())
            if (setup.panicOptions.variants.*(variant.flag))
                view.variants.append(db::toQString(variant.name));
        view.mode = db::toQString(rules::panic::modeName(setup.panicOptions.mode));
        return view;
    }
    view.epic = setup.options.epic;
    view.sharedVictory = setup.options.sharedVictory;
    view.fasterPlay = setup.options.fasterPlay;
    view.sellOneShots = setup.options.sellOneShots;
    return view;
}

}  // namespace arbiter::app::views
