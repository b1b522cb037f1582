// The Panic checks on the board: panic.hit, panic.move and panic.curse; and the table of every Panic check.

#include "db/cli/panic_check_codec.h"

#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/panic/hit.h"
#include "rules/panic/movement.h"

#include <array>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace rp = rules::panic;

namespace {

constexpr std::array checks{
    PanicCheckEntry{"panic.hit", answerPanicHit},     PanicCheckEntry{"panic.move", answerPanicMove},
    PanicCheckEntry{"panic.curse", answerPanicCurse}, PanicCheckEntry{"panic.charity", answerPanicCharity},
    PanicCheckEntry{"panic.score", answerPanicScore},
};

// One entry of `attack`: a Hit card, the Weapon(s) on it and who played them.
rp::HitCardPlay readHitCard(JsonReader& card)
{
    rp::HitCardPlay play;
    play.card = readPanicCard(card, u"card"_s, PanicCardKind::Hit, Need::Required);
    // The spec's single `weapon` and our `weapons` list may both be given: the single one comes first.
    if (std::string weapon = readPanicCard(card, u"weapon"_s, PanicCardKind::Weapon, Need::Optional);
        !weapon.empty())
        play.weapons.push_back(std::move(weapon));
    for (std::string& weapon :
         readPanicCards(card, u"weapons"_s, PanicCardKind::Weapon, panicLimits::treasures))
        play.weapons.push_back(std::move(weapon));
    play.byHelper = card.boolean(u"byHelper"_s);
    play.weaponsByHelper = card.boolean(u"weaponsByHelper"_s);
    card.finish();
    return play;
}

// Which `attack` entry says the helper played something; -1 when none does.
int firstHelperCard(const rp::Hit& hit)
{
    for (std::size_t i = 0; i < hit.attack.size(); ++i)
        if (hit.attack[i].byHelper || hit.attack[i].weaponsByHelper)
            return static_cast<int>(i);
    return -1;
}

rp::Hit readHit(JsonReader& request, const std::optional<rp::Board>& board)
{
    rp::Hit hit;
    const QString target = request.string(u"target"_s, Need::Required, panicLimits::idLength);
    hit.target = toStd(target);
    if (board && !target.isEmpty() && !board->find(hit.target))
        request.fail(u"target"_s, u"\"%1\" is not the id of a Monster on the board"_s.arg(target));
    for (JsonReader card : request.objects(u"attack"_s, Need::Optional, 0, panicLimits::cards))
        hit.attack.push_back(readHitCard(card));
    hit.potions = readPanicCards(request, u"potions"_s, PanicCardKind::Potion, panicLimits::treasures);
    hit.specials = readPanicCards(request, u"specials"_s, PanicCardKind::Special, panicLimits::treasures);
    hit.enhancers = readPanicCards(request, u"enhancers"_s, PanicCardKind::Enhancer, panicLimits::treasures);
    hit.character = readPanicCharacter(request, u"character"_s);
    hit.helperCharacter = readPanicCharacter(request, u"helperCharacter"_s);
    // A card played by the helper means a helper took part, unless the request says otherwise; saying
    // otherwise contradicts the card, so it is refused rather than guessed at.
    const int helperCard = firstHelperCard(hit);
    hit.helped = request.boolean(u"helped"_s, helperCard >= 0);
    if (!hit.helped && helperCard >= 0)
        request.fail(u"helped"_s, u"is false, but attack[%1] was played by the helper"_s.arg(helperCard));
    return hit;
}

QJsonArray cardsToJson(const rp::Hit& hit, const rp::HitResult& result)
{
    QJsonArray cards;
    for (std::size_t i = 0; i < result.cards.size(); ++i) {
        const rp::CardRuling& ruling = result.cards[i];
        // The rulings follow `attack` one for one; the Weapons are the request's.
        const std::vector<std::string> weapons =
            i < hit.attack.size() ? hit.attack[i].weapons : std::vector<std::string>();
        cards.append(QJsonObject{{u"card"_s, toQString(ruling.card)},
                                 {u"weapons"_s, toJson(weapons)},
                                 {u"damage"_s, ruling.damage},
                                 {u"legal"_s, ruling.verdict.legal},
                                 {u"reasons"_s, reasonsToJson(ruling.verdict)}});
    }
    return cards;
}

// The fields panic.move and panic.curse share.
void writeMove(QJsonObject& answer, const rp::MoveResult& result)
{
    writeVerdict(answer, result.verdict);
    answer[u"events"_s] = toJson(std::span<const rp::Event>(result.events));
    answer[u"pending"_s] = toJson(std::span<const rp::PendingChoice>(result.pending));
    answer[u"towersLeft"_s] = result.towersLeft;
    answer[u"gameLost"_s] = result.gameLost;
    // Until the players have chosen, or when a choice was wrong, there is no board after.
    if (result.verdict.legal && result.pending.empty())
        answer[u"board"_s] = toJson(result.board);
}

bool needsRoll(rp::CurseToken curse)
{
    return rp::describe(curse).needsRoll;
}

}  // namespace

std::span<const PanicCheckEntry> panicChecks()
{
    return checks;
}

void answerPanicHit(const rp::Options& options, JsonReader& request, QJsonObject& answer)
{
    const std::optional<rp::Board> board = readPanicBoard(request, u"board"_s, Need::Required, options);
    const rp::Hit hit = readHit(request, board);
    if (request.failed() || !board)
        return;
    const rp::HitResult result = rp::checkHit(options, *board, hit);
    writeVerdict(answer, result.verdict);
    answer[u"target"_s] = toQString(hit.target);
    answer[u"damage"_s] = result.damage;
    // A slain Monster has no health left, whatever the ruling kept from before the attack.
    answer[u"healthAfter"_s] = result.slain ? 0 : result.healthAfter;
    answer[u"slain"_s] = result.slain;
    answer[u"trophyPoints"_s] = result.trophyPoints;
    answer[u"treasures"_s] = result.treasures;
    answer[u"helperTreasures"_s] = result.helperTreasures;
    answer[u"enhancerTreasures"_s] = result.enhancerTreasures;
    answer[u"cards"_s] = cardsToJson(hit, result);
    if (result.verdict.legal) {
        rp::Board after = *board;
        rp::applyHit(after, hit, result);
        answer[u"board"_s] = toJson(after);
    }
}

void answerPanicMove(const rp::Options& options, JsonReader& request, QJsonObject& answer)
{
    const std::optional<rp::Board> board = readPanicBoard(request, u"board"_s, Need::Required, options);
    const rp::Choices choices = readChoices(request, u"choices"_s);
    if (request.failed() || !board)
        return;
    writeMove(answer, rp::moveMonsters(*board, choices));
}

void answerPanicCurse(const rp::Options& options, JsonReader& request, QJsonObject& answer)
{
    const std::optional<rp::Board> board = readPanicBoard(request, u"board"_s, Need::Required, options);
    rp::CurseDraw draw;
    draw.curse = readCurseToken(request, u"curse"_s, Need::Required).value_or(rp::CurseToken::AllClockwise);
    if (needsRoll(draw.curse))
        draw.roll = request.requiredInteger(u"roll"_s, 1, rp::arcCount);
    else if (request.has(u"roll"_s))
        draw.roll = request.integer(u"roll"_s, 1, rp::arcCount, 1);
    draw.cancelledBy = readPanicCard(request, u"cancelledBy"_s, PanicCardKind::Treasure, Need::Optional);
    const rp::Choices choices = readChoices(request, u"choices"_s);
    if (request.failed() || !board)
        return;
    const rp::MoveResult result = rp::resolveCurse(options, *board, draw, choices);
    writeMove(answer, result);
    answer[u"curse"_s] = toQString(rp::curseTokenName(draw.curse));
    answer[u"squished"_s] = toJson(result.squished);
}

}  // namespace arbiter::db
