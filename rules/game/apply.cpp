// apply(state, action): the referee's checks first, then the change. The game semantics, where the
// rulebooks leave the bookkeeping to us:
//
// - Game over: once `winners` is non-empty every action is refused (game.over).
// - The table: names are unique, non-blank and at most playerNameCharacters long; 1 to limits::players
//   players (the last player cannot leave). A player joining before the current seat keeps the turn with
//   the same person. Removing the current player ends that turn: the next seat starts a new one. The
//   fighter or helper of a combat cannot leave.
// - The turn: NextPhase only moves forward within munchkin::turnPhases(options) and never during a
//   combat. EndTurn is refused during a combat; it moves to the next seat, turn + 1, the first phase. When
//   a turn begins the dead come back ("your new character appears"): an unlooted body is cleared first.
// - Charity: the giver is the current, living player; outside combat, from Look for Trouble/Loot the
//   Room on (phase 2 is not optional: without a fight it comes before Charity), it moves the turn to the
//   Charity phase. The hand is counted at the table: the state keeps no hands. EndTurn follows the same
//   order (a dead current player's turn ends from any phase); from phase 2 it is recorded with
//   game.phases-taken-as-played: the referee does not see the cards, so Charity may have been played
//   without a tap.
// - Combat: only the current, living player starts one, in Kick Open the Door or Look for Trouble, with
//   no fight in progress. A combat ends (won, run from, or its fighter dead) in the Charity phase: "if you
//   fought a monster in phase 1, skip phase 2". A lost fight stays until RunAway; meanwhile no more cards
//   are played into it (game.running-away).
// - RunAway: one roll (1..6) per monster still in the fight per runner, unless a Ride is sacrificed or
//   the runner is already dead; Bad Stuff is applied in the rolls' order. Bad Stuff that names an Item the
//   victim does not have takes nothing (noted, not refused): the card's text is generic.
// - Death: Die keeps Level, character cards and Curses; Items, Rides and Hirelings stay on the body until
//   LootBody clears them (and a single gear number drops to 0). A fighter's death ends the combat; a
//   helper's death leaves the fighter alone.
// - Items: gaining one is playing an Item (own turn, not in combat) or a card just received (another
//   player's turn, not in combat); the resulting list must pass judgeEquip. A traded Item arrives carried.
//   Losing an Item is never refused for equip reasons (getting rid of one is how a bad combination is
//   fixed). Several Items may share a name: actions take the first match.
// - Gear mode: SetGear(n) is refused while the player still has Items in play (lose, sell or trade them
//   first), and a player keeping a gear number cannot gain or receive Items; SetGear(none) itemises again.
// - Selling: `items` names Items in play; their Gold comes from `fromHand` entries with fromHand == false
//   and the same name (munchkin::Item has no Gold); entries with fromHand == true are cards from the hand.
// - Cthulhu: discarding a Cultist puts it on the Cultist pile; BecomeCultist takes one from there. When
//   the number of Cultists changes, the all-but-one and all-Cultists endings are applied. The last
//   non-Cultist's level is granted there and nowhere else (a change-level citing it is refused), once a
//   game: the first time the table reaches all Cultists but one with that player alive.

#include "rules/game/apply.h"

#include "rules/game/apply_internal.h"
#include "rules/game/setup.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/charity.h"
#include "rules/munchkin/levels.h"

#include <algorithm>
#include <cassert>
#include <set>

namespace arbiter::rules::game {

namespace detail {

namespace {

constexpr std::string_view cultist = "Cultist";

std::vector<std::string>& cardsOf(mk::Character& character, mk::CardKind kind)
{
    return character.cards(kind);
}

bool& doublerOf(mk::Character& character, mk::CardKind kind)
{
    switch (kind) {
    case mk::CardKind::Race:
        return character.halfBreed;
    case mk::CardKind::Class:
        return character.superMunchkin;
    case mk::CardKind::Faction:
        return character.doubleLife;
    case mk::CardKind::Citizenship:
        return character.dualCitizenship;
    }
    return character.superMunchkin;
}

// The kind a doubling card ("Half-Breed"...) doubles in this edition.
std::optional<mk::CardKind> doublerKind(const mk::EditionProfile& profile, std::string_view card)
{
    for (const mk::CharacterCardKind& kind : profile.characterCards)
        if (kind.doublingCard == card)
            return kind.kind;
    return std::nullopt;
}

// What waits for a combat to end: `refusal` with %1 for the fighter, then `args`.
template <typename... Args>
bool refuseInCombat(const GameState& state, Verdict& verdict, Message refusal, Args&&... args)
{
    if (!state.combat)
        return false;
    verdict.refuse("game.combat-in-progress", refusal, state.combat->fighter, std::forward<Args>(args)...);
    return true;
}

constexpr Message charityWaitsForLooting =
    ARBITER_MESSAGE("game.phase.charity-waits-for-phase-2",
                    "Charity waits: %1 is still in %2, and %3 comes first when no monster was fought.");
constexpr Message endTurnWaitsForLooting = ARBITER_MESSAGE(
    "game.phase.end-turn-waits-for-phase-2",
    "Ending the turn waits: %1 is still in %2, and %3 comes first when no monster was fought.");

// Phase 2 is not optional: a turn without a fight in phase 1 looks for trouble or loots the room before
// Charity, so neither Charity nor the end of the turn comes straight from the door. A dead current
// player's turn is over whatever its phase. `refusal` says what waits: %1 the current player, %2 the
// phase now, %3 phase 2.
bool refuseBeforeLooting(const GameState& state, Message refusal, Verdict& verdict)
{
    const Player& current = state.players[state.current];
    if (current.dead
        || (state.phase != mk::Phase::ListenAtTheDoor && state.phase != mk::Phase::KickOpenTheDoor))
        return false;
    verdict.refuse("game.phase", refusal, current.name, phaseTerm(state.phase),
                   phaseTerm(mk::Phase::LookForTroubleOrLootTheRoom));
    return true;
}

// "Ann holds two Class cards: ...": one sentence per kind of character card.
Message twoCardsOfKind(mk::CardKind kind)
{
    constexpr Message twoClassCards = ARBITER_MESSAGE(
        "character.one-per-kind.two-class-cards", "%1 holds two Class cards: discard one of them before %2.");
    switch (kind) {
    case mk::CardKind::Race:
        return ARBITER_MESSAGE("character.one-per-kind.two-race-cards",
                               "%1 holds two Race cards: discard one of them before %2.");
    case mk::CardKind::Class:
        return twoClassCards;
    case mk::CardKind::Faction:
        return ARBITER_MESSAGE("character.one-per-kind.two-faction-cards",
                               "%1 holds two Faction cards: discard one of them before %2.");
    case mk::CardKind::Citizenship:
        return ARBITER_MESSAGE("character.one-per-kind.two-citizenship-cards",
                               "%1 holds two Citizenship cards: discard one of them before %2.");
    }
    return twoClassCards;
}

}  // namespace

// --- the table ---

Verdict doApply(GameState& state, const actions::AddPlayer& action)
{
    Verdict verdict;
    if (!checkPlayerName(action.name, verdict))
        return verdict;
    if (findPlayer(state, action.name)) {
        verdict.refuse(
            "game.duplicate-name",
            ARBITER_MESSAGE("game.duplicate-name.already-called", "A player is already called \"%1\"."),
            action.name);
        return verdict;
    }
    if (state.players.size() >= limits::players) {
        verdict.refuse("game.player-count",
                       ARBITER_MESSAGE("game.player-count.table-full",
                                       "The table is full: a game has at most %1 players."),
                       limits::players);
        return verdict;
    }
    const std::size_t seat = action.seat.value_or(state.players.size());
    if (seat > state.players.size()) {
        verdict.refuse("game.index-range",
                       ARBITER_MESSAGE("game.index-range.no-such-seat",
                                       "Seat %1 does not exist: the seats are 0 to %2."),
                       seat, state.players.size());
        return verdict;
    }
    Player player;
    player.name = action.name;
    player.character.sex = action.sex;
    state.players.insert(state.players.begin() + static_cast<std::ptrdiff_t>(seat), std::move(player));
    if (seat <= state.current && state.players.size() > 1)
        ++state.current;
    verdict.note("game.player-count",
                 ARBITER_MESSAGE("game.player-count.joins", "%1 joins the table in seat %2."), action.name,
                 seat);
    return verdict;
}

Verdict doApply(GameState& state, const actions::RemovePlayer& action)
{
    Verdict verdict;
    if (!requirePlayer(state, action.player, verdict))
        return verdict;
    if (state.players.size() <= 1) {
        verdict.refuse("game.player-count",
                       ARBITER_MESSAGE("game.player-count.last-player",
                                       "%1 is the last player and cannot leave the game."),
                       action.player);
        return verdict;
    }
    if (inCombat(state, action.player)) {
        verdict.refuse("game.combat-in-progress",
                       ARBITER_MESSAGE("game.combat-in-progress.cannot-leave",
                                       "%1 is in a combat and cannot leave now."),
                       action.player);
        return verdict;
    }
    const std::size_t seat = seatOf(state, action.player);
    const bool wasCurrent = seat == state.current;
    state.players.erase(state.players.begin() + static_cast<std::ptrdiff_t>(seat));
    verdict.note("game.player-count", ARBITER_MESSAGE("game.player-count.leaves", "%1 leaves the table."),
                 action.player);
    if (seat < state.current)
        --state.current;
    else if (wasCurrent)
        startTurn(state, seat % state.players.size(), verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::SetSex& action)
{
    Verdict verdict;
    if (!requirePlayer(state, action.player, verdict))
        return verdict;
    findPlayer(state, action.player)->character.sex = action.sex;
    return verdict;
}

// --- levels and character cards ---

Verdict doApply(GameState& state, const actions::ChangeLevel& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player || !checkRange(action.amount, -limits::bonus, limits::bonus, field::LevelChange, verdict))
        return verdict;
    const mk::EditionProfile& profile = profileOf(state);
    if (action.source == mk::LevelSource::LastNonCultist && profile.hasCultists) {
        // One place grants it: the log, the moment the table reaches all Cultists but one.
        if (cultistsInPlay(state) == 0)
            verdict.refuse(
                "cultist.last-non-cultist",
                ARBITER_MESSAGE("cultist.last-non-cultist.by-hand-no-cultist",
                                "The last non-Cultist's level is not entered by hand: Arbiter grants it "
                                "by itself when every other player has become a Cultist, and nobody "
                                "at this table is a Cultist."));
        else
            verdict.refuse(
                "cultist.last-non-cultist",
                ARBITER_MESSAGE("cultist.last-non-cultist.by-hand",
                                "The last non-Cultist's level is not entered by hand: Arbiter grants it "
                                "by itself when every other player has become a Cultist, and it is "
                                "never granted twice for the same moment."));
        return verdict;
    }
    mk::LevelChange change;
    change.level = player->level;
    change.amount = action.amount;
    change.source = action.source;
    change.cardAllowsWin = action.cardAllowsWin;
    change.dead = player->dead;
    mk::LevelChangeResult result = mk::checkLevelChange(profile, state.options, change);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    if (action.source == mk::LevelSource::GoUpALevel)
        verdict.append(mk::checkTiming(profile, mk::TimedAction::PlayGoUpALevel, {}));
    Player& target = *findPlayer(state, action.player);
    target.level = result.levelAfter;
    if (result.wins)
        state.winners.push_back(target.name);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PlayCharacterCard& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player || !checkName(action.card, field::CardName, verdict))
        return verdict;
    if (player->dead) {
        verdict.refuse(
            "game.dead-player",
            ARBITER_MESSAGE("game.dead-player.no-cards-to-play", "%1 is dead and has no cards to play."),
            action.player);
        return verdict;
    }
    const mk::EditionProfile& profile = profileOf(state);
    const bool ownTurn = seatOf(state, action.player) == state.current;
    mk::TimingContext context;
    context.ownTurn = ownTurn;
    context.inCombat = inCombat(state, action.player) && !runningAway(state, action.player);
    context.runningAway = runningAway(state, action.player);
    verdict.append(mk::checkTiming(
        profile, ownTurn ? mk::TimedAction::PlayCharacterCard : mk::TimedAction::PlayJustReceived, context));
    verdict.append(mk::checkPlayCard(profile, player->character, action.card));
    if (!verdict.legal)
        return verdict;
    const int cultistsBefore = cultistsInPlay(state);
    mk::Character& character = findPlayer(state, action.player)->character;
    if (const std::optional<mk::CardKind> doubled = doublerKind(profile, action.card))
        doublerOf(character, *doubled) = true;
    else
        cardsOf(character, *mk::kindOfCard(profile, action.card)).push_back(action.card);
    cultistEndings(state, cultistsBefore, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::DiscardCharacterCard& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    const mk::EditionProfile& profile = profileOf(state);
    const mk::Character& character = player->character;
    const std::optional<mk::CardKind> doubled = doublerKind(profile, action.card);
    std::optional<mk::CardKind> kind;
    if (doubled) {
        if (character.doubled(*doubled))
            kind = doubled;
    } else if (const std::optional<mk::CardKind> printed = mk::kindOfCard(profile, action.card)) {
        if (character.has(*printed, action.card))
            kind = printed;
    }
    if (!kind) {
        verdict.refuse("game.not-in-play",
                       ARBITER_MESSAGE("game.not-in-play.no-such-card", "%1 has no \"%2\" in play."),
                       action.player, action.card);
        return verdict;
    }
    if (doubled && character.cards(*kind).size() > 1) {
        verdict.refuse("character.one-per-kind", twoCardsOfKind(*kind), action.player, action.card);
        return verdict;
    }
    verdict.append(mk::checkTiming(profile, mk::TimedAction::DiscardCharacterCard, {}));
    verdict.append(mk::checkDiscardCard(profile, action.card, action.cause, cultistsInPlay(state)));
    if (!verdict.legal)
        return verdict;
    const int cultistsBefore = cultistsInPlay(state);
    mk::Character& changed = findPlayer(state, action.player)->character;
    if (doubled) {
        doublerOf(changed, *kind) = false;
    } else {
        std::vector<std::string>& cards = cardsOf(changed, *kind);
        cards.erase(std::find(cards.begin(), cards.end(), action.card));
        if (cards.empty() && changed.doubled(*kind)) {
            doublerOf(changed, *kind) = false;
            verdict.note("character.doubler-needs-card",
                         ARBITER_MESSAGE("character.doubler-needs-card.discarded-too",
                                         "%1 has no card left to attach to and is discarded too."),
                         mk::doublingCardFor(profile, *kind));
        }
        if (profile.hasCultists && action.card == cultist)
            ++state.cultistsInDiscardPile;
    }
    cultistEndings(state, cultistsBefore, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::BecomeCultist& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (player->dead) {
        verdict.refuse(
            "game.dead-player",
            ARBITER_MESSAGE("game.dead-player.receives-no-cards", "%1 is dead and receives no cards."),
            action.player);
        return verdict;
    }
    const mk::EditionProfile& profile = profileOf(state);
    mk::BecomeCultistResult result =
        mk::becomeCultist(profile, player->character, state.cultistsInDiscardPile);
    verdict.append(result.verdict);
    if (!verdict.legal || !result.takesCultist)
        return verdict;
    std::vector<std::string> discarded = result.classesDiscarded;
    if (!result.chooseOneToDiscard.empty()) {
        const auto& choice = result.chooseOneToDiscard;
        if (std::find(choice.begin(), choice.end(), action.discardClass) == choice.end()) {
            verdict.refuse("cultist.become",
                           ARBITER_MESSAGE("cultist.become.name-the-class",
                                           "%1 must name the Class that makes room: %2."),
                           action.player, choice);
            return verdict;
        }
        discarded = {action.discardClass};
    }
    const int cultistsBefore = cultistsInPlay(state);
    std::vector<std::string>& classes = findPlayer(state, action.player)->character.classes;
    for (const std::string& name : discarded)
        classes.erase(std::find(classes.begin(), classes.end(), name));
    classes.emplace_back(cultist);
    --state.cultistsInDiscardPile;
    cultistEndings(state, cultistsBefore, verdict);
    return verdict;
}

// --- the turn ---

Verdict doApply(GameState& state, const actions::NextPhase& action)
{
    Verdict verdict;
    if (refuseInCombat(state, verdict,
                       ARBITER_MESSAGE("game.combat-in-progress.next-phase",
                                       "Moving on to %2 must wait until %1's combat is over."),
                       phaseTerm(action.phase)))
        return verdict;
    const std::vector<mk::Phase> phases = mk::turnPhases(state.options);
    const auto target = std::find(phases.begin(), phases.end(), action.phase);
    if (target == phases.end()) {
        verdict.refuse(
            "game.phase",
            ARBITER_MESSAGE("game.phase.not-in-this-game", "%1 is not a phase of this game's turns."),
            phaseTerm(action.phase));
        return verdict;
    }
    if (action.phase == mk::Phase::Charity && refuseBeforeLooting(state, charityWaitsForLooting, verdict))
        return verdict;
    const auto now = std::find(phases.begin(), phases.end(), state.phase);
    if (target <= now) {
        verdict.refuse(
            "game.phase",
            ARBITER_MESSAGE("game.phase.only-forward",
                            "The turn is already at %1: phases only move forward, so it cannot go to %2."),
            phaseTerm(state.phase), phaseTerm(action.phase));
        return verdict;
    }
    state.phase = action.phase;
    verdict.note("game.phase", ARBITER_MESSAGE("game.phase.moves-on", "%1 moves on to %2."),
                 state.players[state.current].name, phaseTerm(action.phase));
    return verdict;
}

Verdict doApply(GameState& state, const actions::Charity& action)
{
    Verdict verdict;
    if (refuseInCombat(state, verdict,
                       ARBITER_MESSAGE("game.combat-in-progress.charity",
                                       "Charity must wait until %1's combat is over."))
        || refuseBeforeLooting(state, charityWaitsForLooting, verdict))
        return verdict;
    if (!checkRange(action.hand, 0, maxHand, field::Hand, verdict))
        return verdict;
    if (action.handLimit && !checkRange(*action.handLimit, 0, maxHand, field::HandLimit, verdict))
        return verdict;
    mk::Charity request;
    request.giver = state.players[state.current].name;
    request.hand = action.hand;
    request.handLimit = action.handLimit;
    request.biggerShare = action.biggerShare;
    for (const Player& player : state.players)
        request.players.push_back({player.name, player.level, player.dead});
    verdict.append(mk::judgeCharity(profileOf(state), request).verdict);
    if (!verdict.legal)
        return verdict;
    state.phase = mk::Phase::Charity;
    return verdict;
}

Verdict doApply(GameState& state, const actions::EndTurn& /*action*/)
{
    if (state.family == Family::Panic)
        return endPanicTurn(state);
    Verdict verdict;
    if (refuseInCombat(state, verdict,
                       ARBITER_MESSAGE("game.combat-in-progress.end-turn",
                                       "Ending the turn must wait until %1's combat is over."))
        || refuseBeforeLooting(state, endTurnWaitsForLooting, verdict))
        return verdict;
    if (state.phase != mk::Phase::Charity)
        verdict.note(
            "game.phases-taken-as-played",
            ARBITER_MESSAGE("game.phases-taken-as-played.ends-turn-in",
                            "%1 ends the turn in %2: the later phases are taken as played at the table, "
                            "Charity included (a hand over the limit is given away first)."),
            state.players[state.current].name, phaseTerm(state.phase));
    startTurn(state, (state.current + 1) % state.players.size(), verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::RollDie& action)
{
    Verdict verdict;
    // Who rolled: a player's name, or the table as a whole.
    const MessageArg who = action.player
                               ? messageArg(*action.player)
                               : messageArg(ARBITER_MESSAGE("game.die-roll.the-table", "The table"));
    if (action.player && !requirePlayer(state, *action.player, verdict))
        return verdict;
    if (!checkDie(action.roll, who, verdict))
        return verdict;
    // The purpose may be left empty, but not be a blank or over-long name when given.
    if (!action.purpose.empty() && !checkName(action.purpose, field::RollPurpose, verdict))
        return verdict;
    if (action.purpose.empty())
        verdict.note("game.die-roll", ARBITER_MESSAGE("game.die-roll.rolled", "%1 rolled %2."), who,
                     action.roll);
    else
        verdict.note("game.die-roll", ARBITER_MESSAGE("game.die-roll.rolled-for", "%1 rolled %2 (%3)."), who,
                     action.roll, action.purpose);
    return verdict;
}

}  // namespace detail

// --- the API ---

Verdict checkSetup(const GameSetup& setup)
{
    if (setup.family == Family::Panic) {
        Verdict verdict = detail::checkPanicSetup(setup);
        verdict.append(checkStarter(setup));
        return verdict;
    }
    Verdict verdict;
    checkGameName(setup.name, verdict);
    const PlayerLimits seats = playerLimits(setup.family, setup.panicOptions);
    if (setup.players.size() < seats.fewest || setup.players.size() > seats.most)
        verdict.refuse(
            "game.player-count",
            ARBITER_MESSAGE("game.player-count.setup-range", "A game needs %1 to %2 players, not %3."),
            seats.fewest, seats.most, setup.players.size());
    std::set<std::string_view> seen;
    for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
        const SetupPlayer& player = setup.players[seat];
        checkPlayerName(player.name, seat, verdict);
        if (!seen.insert(player.name).second)
            verdict.refuse(
                "game.duplicate-name",
                ARBITER_MESSAGE("game.duplicate-name.two-players", "Two players are called \"%1\"."),
                player.name);
    }
    verdict.append(checkStarter(setup));
    if (verdict.legal)
        verdict.note("game.player-count",
                     ARBITER_MESSAGE("game.player-count.can-start", "A game of %1 for %2 players can start."),
                     munchkin::profile(setup.edition).name, setup.players.size());
    return verdict;
}

GameState startGame(const GameSetup& setup)
{
    GameState state;
    state.family = setup.family;
    state.edition = setup.edition;
    state.options = setup.options;
    for (const SetupPlayer& entry : setup.players) {
        Player player;
        player.name = entry.name;
        player.character.sex = entry.sex;
        state.players.push_back(std::move(player));
    }
    state.phase = munchkin::turnPhases(setup.options).front();
    if (setup.family == Family::Panic)
        detail::startPanicGame(state, setup);
    if (setup.starter)
        state.current = detail::seatOf(state, *setup.starter);
    return state;
}

Verdict apply(GameState& state, const Action& action)
{
    if (!state.winners.empty()) {
        Verdict verdict;
        verdict.refuse("game.over", ARBITER_MESSAGE("game.over.won", "The game is over: %1 won."),
                       state.winners);
        return verdict;
    }
    if (state.panic && state.panic->gameLost) {
        Verdict verdict;
        verdict.refuse("game.over", ARBITER_MESSAGE("game.over.last-tower-fallen",
                                                    "The game is over: the last Tower has fallen."));
        return verdict;
    }
    if (const std::optional<Family> family = familyOf(action); family && *family != state.family) {
        Verdict verdict;
        if (*family == Family::Panic)
            verdict.refuse("game.wrong-family",
                           ARBITER_MESSAGE("game.wrong-family.panic",
                                           "A %1 action belongs to Munchkin Panic, not to this game."),
                           kindName(action));
        else
            verdict.refuse(
                "game.wrong-family",
                ARBITER_MESSAGE("game.wrong-family.card-games",
                                "A %1 action belongs to the Munchkin card games, not to this game."),
                kindName(action));
        return verdict;
    }
    Verdict verdict =
        action.visit([&state](const auto& alternative) { return detail::doApply(state, alternative); });
    assert(!verdict.legal || stateIsOk(state));
    return verdict;
}

bool stateIsOk(const GameState& state)
{
    if (state.family == Family::Panic)
        return detail::panicStateIsOk(state);
    if (state.panic)
        return false;
    if (state.players.empty() || state.players.size() > limits::players)
        return false;
    if (state.current >= state.players.size() || state.turn < 1 || state.cultistsInDiscardPile < 0)
        return false;
    const munchkin::EditionProfile& profile = munchkin::profile(state.edition);
    const int win = munchkin::winningLevel(profile, state.options);
    const std::vector<munchkin::Phase> phases = munchkin::turnPhases(state.options);
    if (std::find(phases.begin(), phases.end(), state.phase) == phases.end())
        return false;
    if (!profile.hasCultists && state.cultistsInDiscardPile != 0)
        return false;
    std::set<std::string_view> names;
    for (const Player& player : state.players) {
        if (player.name.empty() || player.name.size() > limits::nameLength)
            return false;
        if (!names.insert(player.name).second)
            return false;
        if (player.level < 1 || player.level > win)
            return false;
        if (player.gear
            && (!player.items.empty() || *player.gear < -limits::gear || *player.gear > limits::gear))
            return false;
        if (player.items.size() > limits::itemsPerPlayer || player.rides.size() > limits::itemsPerPlayer
            || player.hirelings.size() > limits::itemsPerPlayer
            || player.curses.size() > limits::itemsPerPlayer)
            return false;
        if (player.bodyLooted && !player.dead)
            return false;
        if (!munchkin::checkCharacter(profile, player.character).legal)
            return false;
    }
    if (state.combat) {
        const CombatState& combat = *state.combat;
        const Player* fighter = findPlayer(state, combat.fighter);
        if (!fighter || fighter->dead || fighter != &state.players[state.current])
            return false;
        if (combat.helper) {
            const Player* helper = findPlayer(state, *combat.helper);
            if (!helper || helper->dead || helper == fighter)
                return false;
        } else if (combat.helperBonus != 0) {
            return false;
        }
        if (combat.monsters.empty() || combat.monsters.size() > limits::monstersInCombat)
            return false;
        if (combat.playerSide.size() > limits::cardsPerSide
            || combat.monsterSide.size() > limits::cardsPerSide)
            return false;
    }
    std::set<std::string_view> winners;
    for (const std::string& winner : state.winners)
        if (!findPlayer(state, winner) || !winners.insert(winner).second)
            return false;
    return true;
}

}  // namespace arbiter::rules::game
