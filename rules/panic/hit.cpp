#include "rules/panic/hit.h"

#include "rules/panic/catalogue.h"
#include "rules/panic/terms.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

using std::string;

// "Sleep Potion is a Potion, not a Weapon.": one sentence for each kind a list takes.
Message notOfKind(TreasureKind kind)
{
    switch (kind) {
    case TreasureKind::Weapon:
        return ARBITER_MESSAGE("panic.hit-card-kind.not-weapon", "%1 is %2, not a Weapon.");
    case TreasureKind::Potion:
        return ARBITER_MESSAGE("panic.hit-card-kind.not-potion", "%1 is %2, not a Potion.");
    case TreasureKind::Special:
        return ARBITER_MESSAGE("panic.hit-card-kind.not-treasure-special",
                               "%1 is %2, not a Treasure Special.");
    case TreasureKind::Enhancer:
        break;
    }
    return ARBITER_MESSAGE("panic.hit-card-kind.not-monster-enhancer", "%1 is %2, not a Monster Enhancer.");
}

constexpr Message unknownCard =
    ARBITER_MESSAGE("panic.hit-unknown-card.not-in-box", "\"%1\" is not a card in the box.");

string who(const BoardMonster& monster)
{
    // In a game log a Monster's id is its name: say it once.
    return monster.id == monster.name ? monster.name : monster.name + " (" + monster.id + ")";
}

// Everything the rulings on one attack look at.
struct Attack {
    const Options& options;
    const BoardMonster& monster;
    const MonsterToken& token;
    const Hit& hit;
    Ring ring;
    Colour colour;
    bool helped;
    bool characters;                         // the More Munchkin characters are in the game
    std::set<std::string_view> oneOfEach{};  // Treasure cards and Specials already played in this attack

    bool currentIs(Character character) const { return characters && hit.character == character; }
    bool helperIs(Character character) const
    {
        return characters && helped && hit.helperCharacter == character;
    }
    bool nemesisOfCurrent() const
    {
        return characters && token.nemesisOf && token.nemesisOf == hit.character;
    }
};

bool anyHelperCard(const Hit& hit)
{
    return std::any_of(hit.attack.begin(), hit.attack.end(),
                       [](const HitCardPlay& play) { return play.byHelper || play.weaponsByHelper; });
}

// The card's kind in the box, for a card named in the wrong list ("Sleep Potion is a Potion").
std::optional<Message> kindOf(std::string_view name)
{
    if (const TreasureCard* treasure = findTreasureCard(name))
        return kindTerm(treasure->kind);
    if (const CastleCard* castle = findCastleCard(name))
        return kindTerm(castle->kind);
    return std::nullopt;
}

// Each Treasure card and each Special is printed once, so one attack can use it once.
bool firstUse(Attack& attack, std::string_view name, Verdict& verdict)
{
    if (attack.oneOfEach.insert(name).second)
        return true;
    verdict.refuse("panic.hit-one-of-each",
                   ARBITER_MESSAGE("panic.hit-one-of-each.second-play",
                                   "The box has one %1, so this attack cannot play it a second time."),
                   name);
    return false;
}

// The Treasure card `name` if it is of the kind this list takes and is in the game; nullptr (refused) if not.
const TreasureCard* treasureOf(Attack& attack, const string& name, TreasureKind kind, Verdict& verdict)
{
    const TreasureCard* card = findTreasureCard(name);
    if (card == nullptr || card->kind != kind) {
        if (const std::optional<Message> actual = kindOf(name))
            verdict.refuse("panic.hit-card-kind", notOfKind(kind), name, *actual);
        else
            verdict.refuse("panic.hit-unknown-card", unknownCard, name);
        return nullptr;
    }
    if (!inGame(attack.options, *card)) {
        verdict.refuse("panic.hit-not-in-game",
                       ARBITER_MESSAGE("panic.hit-not-in-game.treasure-deck",
                                       "%1 is not in the Treasure deck under these options."),
                       card->name);
        return nullptr;
    }
    return firstUse(attack, card->name, verdict) ? card : nullptr;
}

// Whether a Hit card reaches the Monster's space; notes or refuses under the card's own rule.
bool hitCardReaches(const Attack& attack, const CastleCard& card, Verdict& verdict)
{
    const std::string_view name = card.name;
    const int arc = attack.monster.arc;
    if (attack.ring == Ring::Forest) {
        verdict.refuse(
            "panic.hit-no-forest-castle",
            ARBITER_MESSAGE("panic.hit-no-forest-castle.forest",
                            "%1 cannot hit in the Forest: Hit cards work only in the Swordsman, Knight"
                            " and Archer rings."),
            name);
        return false;
    }
    if (attack.ring == Ring::Castle) {
        verdict.refuse(
            "panic.hit-no-forest-castle",
            ARBITER_MESSAGE("panic.hit-no-forest-castle.castle",
                            "%1 cannot hit in the Castle: Hit cards work only in the Swordsman, Knight"
                            " and Archer rings."),
            name);
        return false;
    }
    const bool ringFits = !card.ring || *card.ring == attack.ring;
    const bool colourFits = !card.colour || *card.colour == attack.colour;
    const Message ring = ringTerm(attack.ring);
    const Message colour = colourTerm(attack.colour);
    if (!card.ring) {
        if (colourFits)
            verdict.note(
                "panic.hit-hero",
                ARBITER_MESSAGE("panic.hit-hero.hits",
                                "%1 hits in any ring of the %2 arcs, here the %3 %4 space of arc %5."),
                name, colourTerm(*card.colour), colour, ring, arc);
        else
            verdict.refuse("panic.hit-hero",
                           ARBITER_MESSAGE("panic.hit-hero.wrong-colour",
                                           "%1 hits only in the %2 arcs, and arc %3 is %4."),
                           name, colourTerm(*card.colour), arc, colour);
    } else if (!card.colour) {
        if (ringFits)
            verdict.note(
                "panic.hit-any-color",
                ARBITER_MESSAGE("panic.hit-any-color.hits",
                                "%1 hits in the %2 ring of any colour, here the %3 %4 space of arc %5."),
                name, ringTerm(*card.ring), colour, ring, arc);
        else
            verdict.refuse(
                "panic.hit-any-color",
                ARBITER_MESSAGE(
                    "panic.hit-any-color.wrong-ring",
                    "%1 hits only in the %2 ring, and the Monster is in the %3 %4 space of arc %5."),
                name, ringTerm(*card.ring), colour, ring, arc);
    } else if (ringFits && colourFits) {
        verdict.note("panic.hit-ring-colour",
                     ARBITER_MESSAGE("panic.hit-ring-colour.hits", "%1 hits in the %2 %3 space of arc %4."),
                     name, colour, ring, arc);
    } else {
        verdict.refuse(
            "panic.hit-ring-colour",
            ARBITER_MESSAGE(
                "panic.hit-ring-colour.wrong-space",
                "%1 hits only in the %2 %3 ring, and the Monster is in the %4 %5 space of arc %6."),
            name, colourTerm(*card.colour), ringTerm(*card.ring), colour, ring, arc);
    }
    return ringFits && colourFits;
}

// Whether the Weapons on one Hit card are too many: one each, two for a Warrior with their own card.
void checkWeaponCount(const Attack& attack, const HitCardPlay& play, Verdict& verdict)
{
    const int count = static_cast<int>(play.weapons.size());
    const bool warrior = attack.currentIs(Character::Warrior) && !play.byHelper;
    if (attack.options.variants.manyWeapons) {
        if (count > 1)
            verdict.note("panic.hit-weapon-per-card",
                         ARBITER_MESSAGE_N("panic.hit-weapon-per-card.less-panic",
                                           "less-panic:weapons lets %1 carry %n Weapon(s)."),
                         play.card, Count{count});
    } else if (count > (warrior ? 2 : 1)) {
        if (warrior)
            verdict.refuse("panic.hit-warrior-weapons",
                           ARBITER_MESSAGE("panic.hit-warrior-weapons.too-many",
                                           "A Warrior may put 2 Weapons on a Hit card, not %1 on %2."),
                           count, play.card);
        else
            verdict.refuse("panic.hit-weapon-per-card",
                           ARBITER_MESSAGE_N("panic.hit-weapon-per-card.too-many",
                                             "%1 carries %n Weapon(s), but a Hit card takes only 1."),
                           play.card, Count{count});
    } else if (warrior && count == 2) {
        verdict.note("panic.hit-warrior-weapons",
                     ARBITER_MESSAGE("panic.hit-warrior-weapons.two",
                                     "As a Warrior on their own turn, the player puts 2 Weapons on %1."),
                     play.card);
    }
}

// What one Weapon adds in the Monster's ring; refused when it adds nothing there.
int weaponBonus(Attack& attack, const string& name, Verdict& verdict)
{
    const TreasureCard* weapon = treasureOf(attack, name, TreasureKind::Weapon, verdict);
    if (weapon == nullptr)
        return 0;
    if (weapon->defensive) {
        verdict.refuse("panic.hit-sandals",
                       ARBITER_MESSAGE("panic.hit-sandals.cannot-hit",
                                       "%1 only cancels a Curse card played on its holder; it cannot hit."),
                       weapon->name);
        return 0;
    }
    const int bonus = weapon->bonusIn(attack.ring);
    if (bonus == 0) {
        verdict.refuse("panic.hit-weapon-bonus",
                       ARBITER_MESSAGE("panic.hit-weapon-bonus.nothing", "%1 adds nothing in the %2 ring."),
                       weapon->name, ringTerm(attack.ring));
        return 0;
    }
    verdict.note("panic.hit-weapon-bonus",
                 ARBITER_MESSAGE("panic.hit-weapon-bonus.adds", "%1 adds %2 in the %3 ring."), weapon->name,
                 bonus, ringTerm(attack.ring));
    return bonus;
}

CardRuling ruleHitCard(Attack& attack, const HitCardPlay& play)
{
    CardRuling ruling{play.card, 0, {}};
    Verdict& verdict = ruling.verdict;
    if (play.card.empty()) {
        if (play.weapons.empty())
            verdict.refuse(
                "panic.hit-unknown-card",
                ARBITER_MESSAGE("panic.hit-unknown-card.no-name", "A Hit card was played without a name."));
        else
            verdict.refuse("panic.hit-weapon-needs-hit-card",
                           ARBITER_MESSAGE("panic.hit-weapon-needs-hit-card.none",
                                           "%1 must ride on a Hit card, and none was played with it."),
                           play.weapons.front());
        return ruling;
    }
    const CastleCard* card = findCastleCard(play.card);
    bool reaches = false;
    if (card != nullptr && card->kind == CastleKind::Hit) {
        reaches = hitCardReaches(attack, *card, verdict);
    } else if (const std::optional<Message> actual = kindOf(play.card)) {
        verdict.refuse("panic.hit-card-kind",
                       ARBITER_MESSAGE("panic.hit-card-kind.not-hit-card", "%1 is %2, not a Hit card."),
                       play.card, *actual);
    } else {
        verdict.refuse("panic.hit-unknown-card", unknownCard, play.card);
    }
    checkWeaponCount(attack, play, verdict);
    int bonuses = 0;
    for (const string& weapon : play.weapons)
        bonuses += weaponBonus(attack, weapon, verdict);
    ruling.damage = reaches ? 1 + bonuses : 0;
    return ruling;
}

// A Potion that deals no damage, and where it is ruled instead.
Message potionElsewhere(std::string_view name)
{
    if (name == "Sleep Potion")
        return ARBITER_MESSAGE("panic.hit-potion-elsewhere.sleep",
                               "%1 deals no damage: it keeps every Monster from moving this turn (the board's"
                               " sleep mark), so it is no hit.");
    if (name == "Invisibility Potion")
        return ARBITER_MESSAGE(
            "panic.hit-potion-elsewhere.invisibility",
            "%1 deals no damage: it cancels a Curse token as it is drawn (panic.curse), so it"
            " is no hit.");
    return ARBITER_MESSAGE(
        "panic.hit-potion-elsewhere.moves-monster",
        "%1 deals no damage: it moves a Monster into the Swordsman ring of its arc before the"
        " attack, so it is no hit.");
}

CardRuling rulePotion(Attack& attack, const string& name)
{
    CardRuling ruling{name, 0, {}};
    Verdict& verdict = ruling.verdict;
    const TreasureCard* potion = treasureOf(attack, name, TreasureKind::Potion, verdict);
    if (potion == nullptr)
        return ruling;
    if (potion->damage == 0) {
        verdict.refuse("panic.hit-potion-elsewhere", potionElsewhere(potion->name), potion->name);
    } else if (attack.ring == Ring::Forest) {
        verdict.refuse("panic.hit-potion-damage",
                       ARBITER_MESSAGE("panic.hit-potion-damage.forest",
                                       "%1 works anywhere but the Forest, and %2 is in the Forest."),
                       potion->name, who(attack.monster));
    } else {
        ruling.damage = potion->damage;
        verdict.note(
            "panic.hit-potion-damage",
            ARBITER_MESSAGE("panic.hit-potion-damage.deals", "%1 deals %2, with or without a Hit card."),
            potion->name, potion->damage);
    }
    return ruling;
}

CardRuling ruleSpecial(Attack& attack, const string& name)
{
    CardRuling ruling{name, 0, {}};
    Verdict& verdict = ruling.verdict;
    const CastleCard* card = findCastleCard(name);
    if (card == nullptr || card->kind != CastleKind::Special) {
        if (const std::optional<Message> actual = kindOf(name))
            verdict.refuse(
                "panic.hit-card-kind",
                ARBITER_MESSAGE("panic.hit-card-kind.not-castle-special", "%1 is %2, not a Castle Special."),
                name, *actual);
        else
            verdict.refuse("panic.hit-unknown-card", unknownCard, name);
        return ruling;
    }
    if (!firstUse(attack, card->name, verdict))
        return ruling;
    if (card->name != "Super Munchkin") {
        verdict.refuse(
            "panic.hit-special-elsewhere",
            ARBITER_MESSAGE("panic.hit-special-elsewhere.own-play",
                            "%1 takes no health from a Monster, so it is ruled as its own play, not as a"
                            " hit."),
            card->name);
    } else if (attack.ring == Ring::Forest) {
        verdict.refuse(
            "panic.hit-super-munchkin",
            ARBITER_MESSAGE("panic.hit-super-munchkin.forest",
                            "Super Munchkin works anywhere but the Forest, and %1 is in the Forest."),
            who(attack.monster));
    } else if (attack.currentIs(Character::Wizard) && attack.nemesisOfCurrent()) {
        verdict.refuse(
            "panic.nemesis-wizard",
            ARBITER_MESSAGE("panic.nemesis-wizard.no-specials", "A Wizard cannot use Specials on %1."),
            attack.monster.name);
    } else {
        verdict.note("panic.hit-super-munchkin",
                     ARBITER_MESSAGE("panic.hit-super-munchkin.slays",
                                     "Super Munchkin slays %1 in the %2 ring whatever its points."),
                     who(attack.monster), ringTerm(attack.ring));
    }
    return ruling;
}

CardRuling ruleEnhancer(Attack& attack, const string& name)
{
    CardRuling ruling{name, 0, {}};
    Verdict& verdict = ruling.verdict;
    const TreasureCard* enhancer = treasureOf(attack, name, TreasureKind::Enhancer, verdict);
    if (enhancer == nullptr)
        return ruling;
    if (attack.options.mode == Mode::Solitaire) {
        verdict.refuse("panic.hit-solitaire-alone",
                       ARBITER_MESSAGE("panic.hit-solitaire-alone.enhancer",
                                       "In Solitaire no other player can play %1 on the attack."),
                       enhancer->name);
    } else if (enhancer->name == "Humongous Monster Enhancer") {
        verdict.refuse(
            "panic.hit-enhancer-humongous",
            ARBITER_MESSAGE("panic.hit-enhancer-humongous.not-on-attack",
                            "Humongous Monster Enhancer restores every Monster on the board; it is not"
                            " played on an attack."));
    } else if (enhancer->name == "Ancient Monster Enhancer") {
        verdict.note("panic.hit-enhancer-ancient",
                     ARBITER_MESSAGE("panic.hit-enhancer-ancient.played",
                                     "%1 drops to its last health point and cannot be slain this turn; the"
                                     " Enhancer's player draws 1 Treasure."),
                     who(attack.monster));
    } else if (enhancer->name == "Enraged Monster Enhancer") {
        verdict.note(
            "panic.hit-enhancer-health",
            ARBITER_MESSAGE("panic.hit-enhancer-health.enraged",
                            "%1 adds %2 health to %3; its player keeps the Trophy if they slay it later"
                            " this turn."),
            enhancer->name, enhancer->health, who(attack.monster));
    } else {
        verdict.note("panic.hit-enhancer-health",
                     ARBITER_MESSAGE("panic.hit-enhancer-health.treasure",
                                     "%1 adds %2 health to %3; its player draws 1 Treasure."),
                     enhancer->name, enhancer->health, who(attack.monster));
    }
    return ruling;
}

// Who may take part: the Gazebo and Solitaire allow no helper; characters only when they are in the game.
void checkTable(const Attack& attack, Verdict& verdict)
{
    const Hit& hit = attack.hit;
    const auto offTable = [&](std::optional<Character> character, Message sentence) {
        if (character && !attack.characters)
            verdict.refuse("panic.characters-in-play", sentence, characterTerm(*character));
    };
    offTable(hit.character,
             ARBITER_MESSAGE("panic.characters-in-play.attacker",
                             "The attacker is given as the %1, but this game has no Character"
                             " cards: they come with More Munchkin or less-panic:characters."));
    offTable(hit.helperCharacter,
             ARBITER_MESSAGE("panic.characters-in-play.helper",
                             "The helper is given as the %1, but this game has no Character"
                             " cards: they come with More Munchkin or less-panic:characters."));
    if (!attack.helped)
        return;
    if (attack.options.mode == Mode::Solitaire)
        verdict.refuse("panic.hit-solitaire-alone",
                       ARBITER_MESSAGE("panic.hit-solitaire-alone.no-helper",
                                       "In Solitaire there is no one to help with the attack."));
    else if (attack.token.fightAlone)
        verdict.refuse("panic.hit-gazebo-alone",
                       ARBITER_MESSAGE("panic.hit-gazebo-alone.helped",
                                       "The %1 must be fought alone, and this attack has a helper."),
                       attack.monster.name);
    // A deal is for one card: the helper's own Hit card (the current player may still add a Weapon to
    // it), or one Weapon on a Hit card the current player played. More options never make a bigger deal.
    int helperCards = 0;
    for (const HitCardPlay& play : hit.attack)
        helperCards +=
            (play.byHelper ? 1 : 0) + (play.weaponsByHelper ? static_cast<int>(play.weapons.size()) : 0);
    if (helperCards > 1)
        verdict.refuse(
            "panic.one-deal",
            ARBITER_MESSAGE_N("panic.one-deal.helper-cards",
                              "A deal is for 1 card, but the helper plays %n card(s) in this attack (Hit"
                              " cards and Weapons together)."),
            Count{helperCards});
}

// Whether a character's limit keeps the Monster from being slain (it then stops at 1).
bool characterKeepsAlive(const Attack& attack, int hitCards, Verdict& verdict)
{
    if (!attack.nemesisOfCurrent())
        return false;
    const string& name = attack.monster.name;
    switch (*attack.hit.character) {
    case Character::Dwarf:
        if (hitCards >= 3)
            return false;
        verdict.note(
            "panic.nemesis-dwarf",
            ARBITER_MESSAGE("panic.nemesis-dwarf.too-few",
                            "A Dwarf needs 3 Hit cards to slay %1, and this attack has %2, so it stays at"
                            " 1 health."),
            name, hitCards);
        return true;
    case Character::Elf:
        verdict.note("panic.nemesis-elf",
                     ARBITER_MESSAGE("panic.nemesis-elf.no-slay",
                                     "An Elf can hit %1 but not slay it, so it stays at 1 health."),
                     name);
        return true;
    case Character::Thief:
        verdict.note("panic.nemesis-thief",
                     ARBITER_MESSAGE("panic.nemesis-thief.no-slay",
                                     "A Thief can hit %1 but not slay them, so they stay at 1 health."),
                     name);
        return true;
    case Character::Warrior:
        if (attack.helped)
            return false;
        verdict.note("panic.nemesis-warrior",
                     ARBITER_MESSAGE("panic.nemesis-warrior.alone",
                                     "A Warrior cannot slay %1 without help, so it stays at 1 health."),
                     name);
        return true;
    case Character::Cleric:
    case Character::Halfling:
    case Character::Wizard:
        break;
    }
    return false;
}

// Health after the cards' damage, under the 4- and 5-point slay rule; 0 when the damage slays it (the token
// turns no lower, so overkill is not carried over to the Enhancers). Super Munchkin skips this.
int healthAfterDamage(const Attack& attack, int damage, Verdict& verdict)
{
    const BoardMonster& monster = attack.monster;
    const int points = attack.token.points;
    const int health = monster.health;
    const int plain = std::max(0, health - damage);
    if (points < 4)
        return plain;
    if (attack.options.slayRule == SlayRule::AtLowestNeedsFullAttack) {
        if (health != 1)
            return plain;
        if (damage < points) {
            verdict.note("panic.slay-at-lowest",
                         ARBITER_MESSAGE("panic.slay-at-lowest.too-weak",
                                         "%1 is at its last health point, where only one attack of %2 or more"
                                         " slays it; an attack of %3 has no effect."),
                         who(monster), points, damage);
            return health;
        }
        verdict.note(
            "panic.slay-at-lowest",
            ARBITER_MESSAGE("panic.slay-at-lowest.enough",
                            "%1 is at its last health point, and an attack of %2 meets its %3 points."),
            who(monster), damage, points);
        return plain;
    }
    if (plain > 0 || damage >= points)
        return plain;
    verdict.note(
        "panic.slay-strict",
        ARBITER_MESSAGE("panic.slay-strict.too-weak",
                        "House rule: the blow that slays %1 must be at least %2, and this one is %3, so it"
                        " stops at 1 health."),
        who(monster), points, damage);
    return 1;
}

void settleOutcome(const Attack& attack, HitResult& result, bool superMunchkin, int hitCards)
{
    Verdict& verdict = result.verdict;
    const BoardMonster& monster = attack.monster;
    verdict.note("panic.hit-damage",
                 ARBITER_MESSAGE("panic.hit-damage.deals", "The attack deals %1 to %2 at %3 health."),
                 result.damage, who(monster), monster.health);
    int health = superMunchkin ? 0 : healthAfterDamage(attack, result.damage, verdict);
    bool unslayable = monster.unslayable;
    for (const string& name : attack.hit.enhancers) {
        const TreasureCard* enhancer = findTreasureCard(name);
        if (!enhancer)
            continue;  // refused by ruleEnhancer() already
        if (enhancer->name == "Ancient Monster Enhancer") {
            health = 1;
            unslayable = true;
        }
        if (!superMunchkin)
            health += enhancer->health;
        if (enhancer->name != "Enraged Monster Enhancer")
            ++result.enhancerTreasures;
    }
    if (health <= 0 && unslayable) {
        verdict.note(
            "panic.hit-enhancer-ancient",
            ARBITER_MESSAGE("panic.hit-enhancer-ancient.unslayable",
                            "%1 cannot be slain this turn (Ancient Monster Enhancer), so it stays at 1"
                            " health."),
            who(monster));
        health = 1;
    } else if (health <= 0 && characterKeepsAlive(attack, hitCards, verdict)) {
        health = 1;
    }
    if (health > 0) {
        result.healthAfter = health;
        verdict.note("panic.hit-damage",
                     ARBITER_MESSAGE("panic.hit-damage.left", "%1 is left with %2 health."), who(monster),
                     health);
        return;
    }
    result.slain = true;
    result.healthAfter = 0;
    result.trophyPoints = attack.token.points;
    result.treasures = attack.token.treasures;
    verdict.note(
        "panic.hit-trophy",
        ARBITER_MESSAGE_N("panic.hit-trophy.slain",
                          "%1 is slain: a Trophy worth %2 points, and %n Treasure card(s) for its %n gold"
                          " dot(s)."),
        who(monster), result.trophyPoints, Count{attack.token.treasures});
    const bool bigfoot = attack.token.nemesisOf == Character::Halfling;
    if (bigfoot && attack.currentIs(Character::Halfling)) {
        result.treasures = 0;
        verdict.note("panic.nemesis-halfling",
                     ARBITER_MESSAGE("panic.nemesis-halfling.no-treasure",
                                     "A Halfling gets no Treasure for slaying %1, so none is drawn."),
                     monster.name);
    } else if (bigfoot && attack.helperIs(Character::Halfling)) {
        verdict.note("panic.nemesis-halfling",
                     ARBITER_MESSAGE("panic.nemesis-halfling.helper",
                                     "The Halfling who helped may take none of %1's Treasure in the deal."),
                     monster.name);
    }
    if (attack.helperIs(Character::Elf)) {
        result.helperTreasures = 1;
        verdict.note("panic.hit-elf-helper",
                     ARBITER_MESSAGE("panic.hit-elf-helper.extra-treasure",
                                     "The Elf who helped draws 1 extra Treasure card."));
    }
}

}  // namespace

HitResult checkHit(const Options& options, const Board& board, const Hit& hit)
{
    HitResult result;
    Verdict& verdict = result.verdict;
    const BoardMonster* monster = board.find(hit.target);
    if (monster == nullptr) {
        verdict.refuse(
            "panic.hit-target",
            ARBITER_MESSAGE("panic.hit-target.no-monster", "No Monster with the id \"%1\" is on the board."),
            hit.target);
        return result;
    }
    result.healthAfter = monster->health;
    // checkBoard() refuses such boards; the attack must still not read past them.
    const MonsterToken* token = findMonsterToken(monster->name);
    if (token == nullptr) {
        verdict.refuse(
            "panic.board-token",
            ARBITER_MESSAGE("panic.board-token.hit-target", "%1 is not a Monster token in the box."),
            who(*monster));
        return result;
    }
    if (monster->arc < 1 || monster->arc > arcCount) {
        verdict.refuse("panic.board-arc",
                       ARBITER_MESSAGE("panic.board-arc.hit-target",
                                       "%1 stands in arc %2, but the arcs are numbered 1 to %3."),
                       who(*monster), monster->arc, arcCount);
        return result;
    }
    verdict.note("panic.hit-target",
                 ARBITER_MESSAGE("panic.hit-target.space", "The attack targets %1 in the %2 ring of arc %3."),
                 who(*monster), ringTerm(monster->ring), monster->arc);
    const bool helped = hit.helped || anyHelperCard(hit);
    Attack attack{.options = options,
                  .monster = *monster,
                  .token = *token,
                  .hit = hit,
                  .ring = monster->ring,
                  .colour = board.colourOf(monster->arc),
                  .helped = helped,
                  .characters = charactersInPlay(options)};
    checkTable(attack, verdict);
    if (hit.attack.empty() && hit.potions.empty() && hit.specials.empty())
        verdict.refuse("panic.hit-empty",
                       ARBITER_MESSAGE("panic.hit-empty.no-cards",
                                       "An attack needs at least one Hit card, Potion or Special."));

    int hitCards = 0;
    bool superMunchkin = false;
    auto record = [&](CardRuling ruling) {
        result.damage += ruling.damage;
        verdict.append(ruling.verdict);
        result.cards.push_back(std::move(ruling));
    };
    for (const HitCardPlay& play : hit.attack) {
        CardRuling ruling = ruleHitCard(attack, play);
        hitCards += ruling.damage > 0 ? 1 : 0;
        record(std::move(ruling));
    }
    for (const string& potion : hit.potions)
        record(rulePotion(attack, potion));
    for (const string& special : hit.specials) {
        CardRuling ruling = ruleSpecial(attack, special);
        const CastleCard* card = findCastleCard(special);
        superMunchkin = superMunchkin || (ruling.verdict.legal && card && card->name == "Super Munchkin");
        record(std::move(ruling));
    }
    for (const string& enhancer : hit.enhancers)
        record(ruleEnhancer(attack, enhancer));

    if (verdict.legal)
        settleOutcome(attack, result, superMunchkin, hitCards);
    return result;
}

void applyHit(Board& board, const Hit& hit, const HitResult& result)
{
    if (!result.verdict.legal)
        return;
    const auto target = std::find_if(board.monsters.begin(), board.monsters.end(),
                                     [&](const BoardMonster& monster) { return monster.id == hit.target; });
    if (target == board.monsters.end())
        return;
    if (result.slain) {
        board.monsters.erase(target);
        return;
    }
    target->health = result.healthAfter;
    // Health above the token's points is what Enhancers added; it stays as the Monster's new full health.
    target->enhancement = std::max(target->enhancement, result.healthAfter - target->points);
    const bool ancient = std::any_of(hit.enhancers.begin(), hit.enhancers.end(), [](const string& name) {
        const TreasureCard* card = findTreasureCard(name);
        return card != nullptr && card->name == "Ancient Monster Enhancer";
    });
    target->unslayable = target->unslayable || ancient;
}

}  // namespace arbiter::rules::panic
