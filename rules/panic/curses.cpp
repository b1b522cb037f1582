// The eight Curse tokens drawn from the Monster bag. The movement tokens reuse the Move Monsters step
// (movement.cpp); the Huge Rock rolls down one arc, through the Castle and maybe out the other side.

#include "rules/panic/movement.h"
#include "rules/panic/movement_internal.h"

namespace arbiter::rules::panic {

namespace {

std::string_view tokenTitle(CurseToken curse)
{
    return describe(curse).title;
}

// The colour tokens' sentence, one per colour; %1 is the list of the colour's arcs.
Message colourMoves(Colour colour)
{
    switch (colour) {
    case Colour::Red:
        return ARBITER_MESSAGE("panic.curse-colour-moves.red",
                               "The token moves the Monsters in the red arcs (%1) one space, as in the Move "
                               "Monsters phase.");
    case Colour::Green:
        return ARBITER_MESSAGE(
            "panic.curse-colour-moves.green",
            "The token moves the Monsters in the green arcs (%1) one space, as in the Move "
            "Monsters phase.");
    case Colour::Blue:
        return ARBITER_MESSAGE("panic.curse-colour-moves.blue",
                               "The token moves the Monsters in the blue arcs (%1) one space, as in the Move "
                               "Monsters phase.");
    }
    return {};
}

// "1, 4": numbers or ids, in a sentence's parentheses.
std::string commaSeparated(const std::vector<std::string>& parts)
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += parts[i];
    }
    return out;
}

void pushEvent(MoveResult& result, EventType type, int arc = 0)
{
    Event event;
    event.type = type;
    event.arc = arc;
    result.events.push_back(std::move(event));
}

// A cancelled token does nothing; only cards that may cancel a token from the bag are accepted.
void cancel(const CurseDraw& draw, MoveResult& result)
{
    const std::string& card = draw.cancelledBy;
    if (card == "Invisibility Potion" || card == "Wishing Ring") {
        result.verdict.note("panic.curse-cancelled",
                            ARBITER_MESSAGE("panic.curse-cancelled.cancels",
                                            "The %1 cancels the \"%2\" token: it has no effect."),
                            card, tokenTitle(draw.curse));
        pushEvent(result, EventType::CurseCancelled);
    } else if (card == "Sandals of Protection") {
        result.verdict.refuse(
            "panic.curse-cancelled",
            ARBITER_MESSAGE("panic.curse-cancelled.sandals",
                            "Sandals of Protection cancel a Curse card another player plays on "
                            "you, not a Curse token drawn from the bag."));
    } else {
        result.verdict.refuse(
            "panic.curse-cancelled",
            ARBITER_MESSAGE("panic.curse-cancelled.cannot-cancel",
                            "\"%1\" cannot cancel a Curse token; only the Invisibility Potion "
                            "and the Wishing Ring can."),
            card);
    }
}

// The die decides the arc for the Huge Rock and Roll the Die; a missing or impossible roll is refused
// (under either token's rule, with the same sentence).
std::optional<int> dieArc(const CurseDraw& draw, std::string_view rule, Verdict& verdict)
{
    if (!draw.roll) {
        verdict.refuse(rule,
                       ARBITER_MESSAGE("panic.curse-die.missing-roll",
                                       "The \"%1\" token needs a die roll (1 to 6) to pick its arc."),
                       tokenTitle(draw.curse));
        return std::nullopt;
    }
    if (*draw.roll < 1 || *draw.roll > arcCount) {
        verdict.refuse(rule,
                       ARBITER_MESSAGE("panic.curse-die.impossible-roll",
                                       "A roll of %1 is not on the die, which shows 1 to 6."),
                       *draw.roll);
        return std::nullopt;
    }
    return draw.roll;
}

// The movement tokens: nothing moves under the Sleep Potion; otherwise the admitted Monsters step.
void moveSome(const Board& board, detail::Step step, const detail::MoverFilter& filter,
              const Choices& choices, MoveResult& result)
{
    if (board.sleep) {
        result.verdict.note("panic.sleep", ARBITER_MESSAGE("panic.sleep.curse-token",
                                                           "The Sleep Potion was played this turn: the token "
                                                           "moves no Monster."));
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
        return;
    }
    detail::stepMonsters(board, step, filter, choices, result);
}

// The Huge Rock's trip. It squishes whatever stands in its way (Glue and Sleep do not protect) until a
// Fortify token, a Wall or a Tower stops it.
class Rock {
public:
    Rock(const Board& before, MoveResult& result) : result_(result), flat_(before.monsters.size(), false) {}

    void roll(int arc)
    {
        Board& board = result_.board;
        const std::size_t index = static_cast<std::size_t>(arc - 1);
        pushEvent(result_, EventType::RockRolled, arc);
        for (Ring ring : {Ring::Forest, Ring::Archer, Ring::Knight, Ring::Swordsman})
            squish(arc, ring);
        if (board.walls[index]) {
            hitWall(arc, Ring::Swordsman, false);
            return finish();
        }
        if (hitTower(arc))
            return finish();
        squish(arc, Ring::Castle);
        const int far = oppositeArc(arc);
        const std::size_t farIndex = static_cast<std::size_t>(far - 1);
        if (hitTower(far))
            return finish();
        squish(far, Ring::Castle);
        if (board.walls[farIndex]) {
            hitWall(far, Ring::Castle, true);
            return finish();
        }
        for (Ring ring : {Ring::Swordsman, Ring::Knight, Ring::Archer, Ring::Forest})
            squish(far, ring);
        stop_.note("panic.curse-huge-rock",
                   ARBITER_MESSAGE(
                       "panic.curse-huge-rock.rolls-off",
                       "The Huge Rock finds no Wall or Tower in arcs %1 and %2 and rolls off the board."),
                   arc, far);
        finish();
    }

private:
    void squish(int arc, Ring ring)
    {
        const std::vector<BoardMonster>& monsters = result_.board.monsters;
        for (std::size_t i = 0; i < monsters.size(); ++i) {
            const BoardMonster& monster = monsters[i];
            if (flat_[i] || monster.arc != arc || monster.ring != ring)
                continue;
            flat_[i] = true;
            Event event;
            event.type = EventType::MonsterSquished;
            event.monster = monster.id;
            event.from = {arc, ring};
            result_.events.push_back(std::move(event));
            result_.squished.push_back(monster.id);
        }
    }

    void stop(int arc, Ring ring)
    {
        Event event;
        event.type = EventType::RockStopped;
        event.arc = arc;
        event.ring = ring;
        result_.events.push_back(std::move(event));
    }

    // fromInside: the rock comes through the Castle and hits the Wall of the far arc from behind.
    void hitWall(int arc, Ring stoppedIn, bool fromInside)
    {
        Board& board = result_.board;
        const std::size_t index = static_cast<std::size_t>(arc - 1);
        if (board.fortified[index]) {
            board.fortified[index] = false;
            pushEvent(result_, EventType::FortifyRemoved, arc);
            stop_.note(
                "panic.fortify",
                fromInside
                    ? ARBITER_MESSAGE("panic.fortify.huge-rock-from-inside",
                                      "The Huge Rock hits the Fortify token on the Wall of arc %1 from "
                                      "inside the Castle: the token is removed, the Wall stands and "
                                      "the rock is discarded.")
                    : ARBITER_MESSAGE("panic.fortify.huge-rock",
                                      "The Huge Rock hits the Fortify token on the Wall of arc %1: the "
                                      "token is removed, the Wall stands and the rock is discarded."),
                arc);
        } else {
            board.walls[index] = false;
            pushEvent(result_, EventType::WallDestroyed, arc);
            stop_.note("panic.curse-huge-rock",
                       fromInside
                           ? ARBITER_MESSAGE("panic.curse-huge-rock.wall-from-inside",
                                             "The Huge Rock destroys the Wall of arc %1 from inside the "
                                             "Castle and stops.")
                           : ARBITER_MESSAGE("panic.curse-huge-rock.wall",
                                             "The Huge Rock destroys the Wall of arc %1 and stops."),
                       arc);
        }
        stop(arc, stoppedIn);
    }

    bool hitTower(int arc)
    {
        Board& board = result_.board;
        const std::size_t index = static_cast<std::size_t>(arc - 1);
        if (!board.towers[index])
            return false;
        board.towers[index] = false;
        pushEvent(result_, EventType::TowerDestroyed, arc);
        stop(arc, Ring::Castle);
        stop_.note("panic.curse-huge-rock",
                   ARBITER_MESSAGE("panic.curse-huge-rock.tower",
                                   "The Huge Rock destroys the Tower of arc %1 and stops."),
                   arc);
        return true;
    }

    void finish()
    {
        std::vector<BoardMonster>& monsters = result_.board.monsters;
        const std::vector<std::string>& squished = result_.squished;
        if (!squished.empty())
            result_.verdict.note(
                "panic.curse-huge-rock",
                ARBITER_MESSAGE_N("panic.curse-huge-rock.squishes",
                                  "The Huge Rock squishes %n Monster(s) (%1): discarded with no "
                                  "Trophy and no Treasure."),
                Count{static_cast<int>(squished.size())}, commaSeparated(squished));
        result_.verdict.append(stop_);
        std::size_t kept = 0;
        for (std::size_t i = 0; i < monsters.size(); ++i) {
            if (flat_[i])
                continue;
            if (kept != i)
                monsters[kept] = std::move(monsters[i]);
            ++kept;
        }
        monsters.resize(kept);
    }

    MoveResult& result_;
    std::vector<bool> flat_;  // by the index of the board before the roll
    Verdict stop_;            // where the rock stops: one note, said after the squished Monsters
};

void rollHugeRock(const Board& board, const CurseDraw& draw, const Choices& choices, MoveResult& result)
{
    const std::optional<int> arc = dieArc(draw, "panic.curse-huge-rock", result.verdict);
    detail::refuseUnusedChoices(choices, result.verdict);
    result.board = board;
    if (!arc || !result.verdict.legal)
        return;
    result.verdict.note("panic.curse-huge-rock",
                        board.sleep
                            ? ARBITER_MESSAGE("panic.curse-huge-rock.rolls-down-sleep",
                                              "The die shows %1: the Huge Rock rolls down arc %1, and the "
                                              "Sleep Potion protects no one from it.")
                            : ARBITER_MESSAGE("panic.curse-huge-rock.rolls-down",
                                              "The die shows %1: the Huge Rock rolls down arc %1."),
                        *arc);
    Rock(board, result).roll(*arc);
}

void moveColour(const Board& board, Colour colour, const Choices& choices, MoveResult& result)
{
    std::vector<std::string> arcs;
    for (int arc = 1; arc <= arcCount; ++arc)
        if (board.colourOf(arc) == colour)
            arcs.push_back(std::to_string(arc));
    result.verdict.note("panic.curse-colour-moves", colourMoves(colour), commaSeparated(arcs));
    detail::MoverFilter filter;
    filter.colour = colour;
    moveSome(board, detail::Step::Inward, filter, choices, result);
}

void moveRolledArc(const Board& board, const CurseDraw& draw, const Choices& choices, MoveResult& result)
{
    const std::optional<int> arc = dieArc(draw, "panic.curse-roll-move", result.verdict);
    if (!arc) {
        result.board = board;
        return;
    }
    result.verdict.note(
        "panic.curse-roll-move",
        ARBITER_MESSAGE("panic.curse-roll-move.arc-moves",
                        "The die shows %1: the Monsters in arc %1 move one space, as in the Move "
                        "Monsters phase."),
        *arc);
    detail::MoverFilter filter;
    filter.arc = *arc;
    moveSome(board, detail::Step::Inward, filter, choices, result);
}

// Lose Help and Place 1 More move nothing: an event tells the table what to do.
void tellTheTable(const Options& options, const Board& board, const CurseDraw& draw, const Choices& choices,
                  MoveResult& result)
{
    detail::refuseUnusedChoices(choices, result.verdict);
    result.board = board;
    if (!result.verdict.legal)
        return;
    if (draw.curse == CurseToken::PlaceOneMore) {
        result.verdict.note(
            "panic.curse-place-one-more",
            ARBITER_MESSAGE("panic.curse-place-one-more.one-more",
                            "One more Monster than usual is placed this turn (the token itself is "
                            "not one)."));
        Event event;
        event.type = EventType::PlaceMoreMonsters;
        event.count = 1;
        result.events.push_back(std::move(event));
        return;
    }
    if (options.mode == Mode::Solitaire) {
        result.verdict.refuse(
            "panic.curse-lose-help",
            ARBITER_MESSAGE("panic.curse-lose-help.solitaire",
                            "The Lose Help token is taken out of the bag for a Solitaire game."));
        return;
    }
    result.verdict.note(
        "panic.curse-lose-help",
        ARBITER_MESSAGE("panic.curse-lose-help.no-help",
                        "The player who drew the token may not negotiate help on their next turn; "
                        "it may then be discarded."));
    pushEvent(result, EventType::LoseHelp);
}

}  // namespace

MoveResult resolveCurse(const Options& options, const Board& board, const CurseDraw& draw,
                        const Choices& choices)
{
    MoveResult result;
    if (!draw.cancelledBy.empty()) {
        cancel(draw, result);
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
        detail::settleTowers(result, options.mode);
        return result;
    }
    switch (draw.curse) {
    case CurseToken::AllClockwise:
        result.verdict.note(
            "panic.curse-all-clockwise",
            ARBITER_MESSAGE("panic.curse-all-clockwise.every-monster",
                            "The token moves every Monster one arc clockwise, each staying in its "
                            "ring."));
        moveSome(board, detail::Step::Clockwise, {}, choices, result);
        break;
    case CurseToken::HugeRock:
        rollHugeRock(board, draw, choices, result);
        break;
    case CurseToken::MoveRed:
        moveColour(board, Colour::Red, choices, result);
        break;
    case CurseToken::MoveGreen:
        moveColour(board, Colour::Green, choices, result);
        break;
    case CurseToken::MoveBlue:
        moveColour(board, Colour::Blue, choices, result);
        break;
    case CurseToken::RollMove:
        moveRolledArc(board, draw, choices, result);
        break;
    case CurseToken::PlaceOneMore:
    case CurseToken::LoseHelp:
        tellTheTable(options, board, draw, choices, result);
        break;
    }
    detail::settleTowers(result, options.mode);
    return result;
}

}  // namespace arbiter::rules::panic
