// The eight Curse tokens drawn from the Monster bag. The movement tokens reuse the Move Monsters step
// (movement.cpp); the Huge Rock rolls down one arc, through the Castle and maybe out the other side.

#include "rules/core/text.h"
#include "rules/panic/movement.h"
#include "rules/panic/movement_internal.h"

namespace arbiter::rules::panic {

using text::Line;

namespace {

std::string_view tokenTitle(CurseToken curse)
{
    return describe(curse).title;
}

std::string_view colourTitle(Colour colour)
{
    switch (colour) {
    case Colour::Red:
        return "red";
    case Colour::Green:
        return "green";
    case Colour::Blue:
        return "blue";
    }
    return {};
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
        result.verdict.note("panic.curse-cancelled", Line() << "The " << card << " cancels the \""
                                                            << tokenTitle(draw.curse)
                                                            << "\" token: it has no effect.");
        pushEvent(result, EventType::CurseCancelled);
    } else if (card == "Sandals of Protection") {
        result.verdict.refuse("panic.curse-cancelled",
                              "Sandals of Protection cancel a Curse card another player plays on you, not a "
                              "Curse token drawn from the bag.");
    } else {
        result.verdict.refuse(
            "panic.curse-cancelled",
            Line() << "\"" << card
                   << "\" cannot cancel a Curse token; only the Invisibility Potion and the "
                      "Wishing Ring can.");
    }
}

// The die decides the arc for the Huge Rock and Roll the Die; a missing or impossible roll is refused.
std::optional<int> dieArc(const CurseDraw& draw, std::string_view rule, Verdict& verdict)
{
    if (!draw.roll) {
        verdict.refuse(rule, Line() << "The \"" << tokenTitle(draw.curse)
                                    << "\" token needs a die roll (1 to 6) to pick its arc.");
        return std::nullopt;
    }
    if (*draw.roll < 1 || *draw.roll > arcCount) {
        verdict.refuse(rule,
                       Line() << "A roll of " << *draw.roll << " is not on the die, which shows 1 to 6.");
        return std::nullopt;
    }
    return draw.roll;
}

// The movement tokens: nothing moves under the Sleep Potion; otherwise the admitted Monsters step.
void moveSome(const Board& board, detail::Step step, const detail::MoverFilter& filter,
              const Choices& choices, MoveResult& result)
{
    if (board.sleep) {
        result.verdict.note("panic.sleep",
                            "The Sleep Potion was played this turn: the token moves no Monster.");
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
            hitWall(arc, Ring::Swordsman, "");
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
            hitWall(far, Ring::Castle, " from inside the Castle");
            return finish();
        }
        for (Ring ring : {Ring::Swordsman, Ring::Knight, Ring::Archer, Ring::Forest})
            squish(far, ring);
        stopNote_ = Line() << "The Huge Rock finds no Wall or Tower in arcs " << arc << " and " << far
                           << " and rolls off the board.";
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

    void hitWall(int arc, Ring stoppedIn, std::string_view side)
    {
        Board& board = result_.board;
        const std::size_t index = static_cast<std::size_t>(arc - 1);
        if (board.fortified[index]) {
            board.fortified[index] = false;
            pushEvent(result_, EventType::FortifyRemoved, arc);
            stopRule_ = "panic.fortify";
            stopNote_ = Line() << "The Huge Rock hits the Fortify token on the Wall of arc " << arc << side
                               << ": the token is removed, the Wall stands and the rock is discarded.";
        } else {
            board.walls[index] = false;
            pushEvent(result_, EventType::WallDestroyed, arc);
            stopNote_ = Line() << "The Huge Rock destroys the Wall of arc " << arc << side << " and stops.";
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
        stopNote_ = Line() << "The Huge Rock destroys the Tower of arc " << arc << " and stops.";
        return true;
    }

    void finish()
    {
        std::vector<BoardMonster>& monsters = result_.board.monsters;
        const std::vector<std::string>& squished = result_.squished;
        if (!squished.empty()) {
            Line line;
            line << "The Huge Rock squishes " << static_cast<int>(squished.size())
                 << (squished.size() == 1 ? " Monster (" : " Monsters (");
            for (std::size_t i = 0; i < squished.size(); ++i)
                line << (i == 0 ? "" : ", ") << squished[i];
            line << "): discarded with no Trophy and no Treasure.";
            result_.verdict.note("panic.curse-huge-rock", line);
        }
        result_.verdict.note(stopRule_, std::move(stopNote_));
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
    std::string_view stopRule_ = "panic.curse-huge-rock";
    std::string stopNote_;
};

void rollHugeRock(const Board& board, const CurseDraw& draw, const Choices& choices, MoveResult& result)
{
    const std::optional<int> arc = dieArc(draw, "panic.curse-huge-rock", result.verdict);
    detail::refuseUnusedChoices(choices, result.verdict);
    result.board = board;
    if (!arc || !result.verdict.legal)
        return;
    Line line;
    line << "The die shows " << *arc << ": the Huge Rock rolls down arc " << *arc
         << (board.sleep ? ", and the Sleep Potion protects no one from it." : ".");
    result.verdict.note("panic.curse-huge-rock", line);
    Rock(board, result).roll(*arc);
}

void moveColour(const Board& board, Colour colour, const Choices& choices, MoveResult& result)
{
    Line line;
    line << "The token moves the Monsters in the " << colourTitle(colour) << " arcs (";
    bool first = true;
    for (int arc = 1; arc <= arcCount; ++arc) {
        if (board.colourOf(arc) != colour)
            continue;
        line << (first ? "" : ", ") << arc;
        first = false;
    }
    line << ") one space, as in the Move Monsters phase.";
    result.verdict.note("panic.curse-colour-moves", line);
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
    result.verdict.note("panic.curse-roll-move", Line() << "The die shows " << *arc
                                                        << ": the Monsters in arc " << *arc
                                                        << " move one space, as in the Move Monsters phase.");
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
        result.verdict.note("panic.curse-place-one-more",
                            "One more Monster than usual is placed this turn (the token itself is not one).");
        Event event;
        event.type = EventType::PlaceMoreMonsters;
        event.count = 1;
        result.events.push_back(std::move(event));
        return;
    }
    if (options.mode == Mode::Solitaire) {
        result.verdict.refuse("panic.curse-lose-help",
                              "The Lose Help token is taken out of the bag for a Solitaire game.");
        return;
    }
    result.verdict.note(
        "panic.curse-lose-help",
        "The player who drew the token may not negotiate help on their next turn; it may then "
        "be discarded.");
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
        result.verdict.note("panic.curse-all-clockwise",
                            "The token moves every Monster one arc clockwise, each staying in its ring.");
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
