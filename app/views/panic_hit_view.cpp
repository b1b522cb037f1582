#include "app/views/panic_hit_view.h"

#include "app/views/reason_view.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/inspect_panic.h"
#include "rules/panic/catalogue.h"

namespace arbiter::app::views {

namespace game = rules::game;
namespace pn = rules::panic;
using db::toQString;

PanicHitView panicHitView(const game::GameState& state, const game::actions::PanicHit& action)
{
    const std::optional<pn::HitResult> result = game::judgePanicHit(state, action);
    if (!result)
        return {};
    PanicHitView view;
    view.active = true;
    view.damage = result->damage;
    view.healthBefore = state.panic->board.find(action.hit.target)->health;
    view.healthAfter = result->healthAfter;
    view.slain = result->slain;
    view.trophyPoints = result->trophyPoints;
    view.treasures = result->treasures;
    view.helperTreasures = result->helperTreasures;
    for (const pn::CardRuling& ruling : result->cards)
        view.cards.append(
            QVariant::fromValue(HitCardRulingView{toQString(ruling.card), ruling.damage, ruling.verdict.legal,
                                                  reasonViews(ruling.verdict.reasons)}));
    return view;
}

PanicCardsView panicCardsView(const game::GameState& state)
{
    PanicCardsView view;
    if (!state.panic)
        return view;
    const pn::Options& options = state.panic->options;
    for (const pn::CastleCard& card : pn::castleCards()) {
        if (!pn::inGame(options, card))
            continue;
        if (card.kind == pn::CastleKind::Hit)
            view.hitCards.append(QVariant::fromValue(HitCardOfferView{
                toQString(card.name), card.ring ? toQString(pn::ringName(*card.ring)) : QString(),
                card.colour ? toQString(pn::colourName(*card.colour)) : QString(), card.worksInCastle}));
        else if (card.kind == pn::CastleKind::Special)
            view.castleSpecials.append(toQString(card.name));
    }
    for (const pn::TreasureCard& card : pn::treasureCards()) {
        if (!pn::inGame(options, card))
            continue;
        const QString name = toQString(card.name);
        switch (card.kind) {
        case pn::TreasureKind::Weapon:
            view.weapons.append(
                QVariant::fromValue(WeaponOfferView{name, card.swordsman, card.knight, card.archer}));
            break;
        case pn::TreasureKind::Potion:
            view.potions.append(QVariant::fromValue(PotionOfferView{name, card.damage}));
            break;
        case pn::TreasureKind::Special:
            view.treasureSpecials.append(name);
            break;
        case pn::TreasureKind::Enhancer:
            view.enhancers.append(QVariant::fromValue(EnhancerOfferView{name, card.health}));
            break;
        }
    }
    return view;
}

}  // namespace arbiter::app::views
