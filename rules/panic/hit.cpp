#include "rules/panic/hit.h"

#include "rules/panic/catalogue.h"

#include "rules/core/text.h"

#include <algorithm>
#include <set>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

using text::num;
using text::str;

using std::string;

// "Swordsman", as the cards and the rulebook spell a ring.
string ringLabel(Ring ring)
{
    string name = str(ringName(ring));
    if (!name.empty())
        name.front() = static_cast<char>(name.front() - 'a' + 'A');
    return name;
}

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
    string space() const
    {
        return str(colourName(colour)) + " " + ringLabel(ring) + " space of arc " + num(monster.arc);
    }
};

bool anyHelperCard(const Hit& hit)
{
    return std::any_of(hit.attack.begin(), hit.attack.end(),
                       [](const HitCardPlay& play) { return play.byHelper || play.weaponsByHelper; });
}

// The card's kind in the box, for a card named in the wrong list ("Sleep Potion is a Potion").
string kindOf(std::string_view name)
{
    if (const TreasureCard* treasure = findTreasureCard(name))
        return str(kindLabel(treasure->kind));
    if (const CastleCard* castle = findCastleCard(name))
        return str(kindLabel(castle->kind));
    return {};
}

// Each Treasure card and each Special is printed once, so one attack can use it once.
bool firstUse(Attack& attack, std::string_view name, Verdict& verdict)
{
    if (attack.oneOfEach.insert(name).second)
        return true;
    verdict.refuse("panic.hit-one-of-each",
                   "The box has one " + str(name) + ", so this attack cannot play it a second time.");
    return false;
}

// The Treasure card `name` if it is of the kind this list takes and is in the game; nullptr (refused) if not.
const TreasureCard* treasureOf(Attack& attack, const string& name, TreasureKind kind, Verdict& verdict)
{
    const TreasureCard* card = findTreasureCard(name);
    if (card == nullptr || card->kind != kind) {
        const string actual = kindOf(name);
        if (actual.empty())
            verdict.refuse("panic.hit-unknown-card", "\"" + name + "\" is not a card in the box.");
        else
            verdict.refuse("panic.hit-card-kind",
                           name + " is " + actual + ", not " + str(kindLabel(kind)) + ".");
        return nullptr;
    }
    if (!inGame(attack.options, *card)) {
        verdict.refuse("panic.hit-not-in-game",
                       str(card->name) + " is not in the Treasure deck under these options.");
        return nullptr;
    }
    return firstUse(attack, card->name, verdict) ? card : nullptr;
}

// Whether a Hit card reaches the Monster's space; notes or refuses under the card's own rule.
bool hitCardReaches(const Attack& attack, const CastleCard& card, Verdict& verdict)
{
    const string name = str(card.name);
    if (attack.ring == Ring::Forest || attack.ring == Ring::Castle) {
        verdict.refuse("panic.hit-no-forest-castle", name + " cannot hit in the " + ringLabel(attack.ring)
                                                         + ": Hit cards work only in the Swordsman, Knight"
                                                           " and Archer rings.");
        return false;
    }
    const bool ringFits = !card.ring || *card.ring == attack.ring;
    const bool colourFits = !card.colour || *card.colour == attack.colour;
    if (!card.ring) {
        if (colourFits)
            verdict.note("panic.hit-hero", name + " hits in any ring of the " + str(colourName(*card.colour))
                                               + " arcs, here the " + attack.space() + ".");
        else
            verdict.refuse("panic.hit-hero", name + " hits only in the " + str(colourName(*card.colour))
                                                 + " arcs, and arc " + num(attack.monster.arc) + " is "
                                                 + str(colourName(attack.colour)) + ".");
    } else if (!card.colour) {
        if (ringFits)
            verdict.note("panic.hit-any-color", name + " hits in the " + ringLabel(*card.ring)
                                                    + " ring of any colour, here the " + attack.space()
                                                    + ".");
        else
            verdict.refuse("panic.hit-any-color", name + " hits only in the " + ringLabel(*card.ring)
                                                      + " ring, and the Monster is in the " + attack.space()
                                                      + ".");
    } else if (ringFits && colourFits) {
        verdict.note("panic.hit-ring-colour", name + " hits in the " + attack.space() + ".");
    } else {
        verdict.refuse("panic.hit-ring-colour", name + " hits only in the " + str(colourName(*card.colour))
                                                    + " " + ringLabel(*card.ring)
                                                    + " ring, and the Monster is in the " + attack.space()
                                                    + ".");
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
                         "less-panic:weapons lets " + play.card + " carry " + num(count) + " Weapons.");
    } else if (count > (warrior ? 2 : 1)) {
        if (warrior)
            verdict.refuse("panic.hit-warrior-weapons", "A Warrior may put 2 Weapons on a Hit card, not "
                                                            + num(count) + " on " + play.card + ".");
        else
            verdict.refuse("panic.hit-weapon-per-card",
                           play.card + " carries " + num(count) + " Weapons, but a Hit card takes only 1.");
    } else if (warrior && count == 2) {
        verdict.note("panic.hit-warrior-weapons",
                     "As a Warrior on their own turn, the player puts 2 Weapons on " + play.card + ".");
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
                       str(weapon->name) + " only cancels a Curse card played on its holder; it cannot hit.");
        return 0;
    }
    const int bonus = weapon->bonusIn(attack.ring);
    if (bonus == 0) {
        verdict.refuse("panic.hit-weapon-bonus",
                       str(weapon->name) + " adds nothing in the " + ringLabel(attack.ring) + " ring.");
        return 0;
    }
    verdict.note("panic.hit-weapon-bonus",
                 str(weapon->name) + " adds " + num(bonus) + " in the " + ringLabel(attack.ring) + " ring.");
    return bonus;
}

CardRuling ruleHitCard(Attack& attack, const HitCardPlay& play)
{
    CardRuling ruling{play.card, 0, {}};
    Verdict& verdict = ruling.verdict;
    if (play.card.empty()) {
        if (play.weapons.empty())
            verdict.refuse("panic.hit-unknown-card", "A Hit card was played without a name.");
        else
            verdict.refuse("panic.hit-weapon-needs-hit-card",
                           play.weapons.front() + " must ride on a Hit card, and none was played with it.");
        return ruling;
    }
    const CastleCard* card = findCastleCard(play.card);
    bool reaches = false;
    if (card != nullptr && card->kind == CastleKind::Hit) {
        reaches = hitCardReaches(attack, *card, verdict);
    } else {
        const string actual = kindOf(play.card);
        if (actual.empty())
            verdict.refuse("panic.hit-unknown-card", "\"" + play.card + "\" is not a card in the box.");
        else
            verdict.refuse("panic.hit-card-kind", play.card + " is " + actual + ", not a Hit card.");
    }
    checkWeaponCount(attack, play, verdict);
    int bonuses = 0;
    for (const string& weapon : play.weapons)
        bonuses += weaponBonus(attack, weapon, verdict);
    ruling.damage = reaches ? 1 + bonuses : 0;
    return ruling;
}

// Where a Potion that deals no damage is ruled instead.
string potionElsewhere(std::string_view name)
{
    if (name == "Sleep Potion")
        return "it keeps every Monster from moving this turn (the board's sleep mark), so it is no hit";
    if (name == "Invisibility Potion")
        return "it cancels a Curse token as it is drawn (panic.curse), so it is no hit";
    return "it moves a Monster into the Swordsman ring of its arc before the attack, so it is no hit";
}

CardRuling rulePotion(Attack& attack, const string& name)
{
    CardRuling ruling{name, 0, {}};
    Verdict& verdict = ruling.verdict;
    const TreasureCard* potion = treasureOf(attack, name, TreasureKind::Potion, verdict);
    if (potion == nullptr)
        return ruling;
    if (potion->damage == 0) {
        verdict.refuse("panic.hit-potion-elsewhere",
                       str(potion->name) + " deals no damage: " + potionElsewhere(potion->name) + ".");
    } else if (attack.ring == Ring::Forest) {
        verdict.refuse("panic.hit-potion-damage", str(potion->name) + " works anywhere but the Forest, and "
                                                      + who(attack.monster) + " is in the Forest.");
    } else {
        ruling.damage = potion->damage;
        verdict.note("panic.hit-potion-damage",
                     str(potion->name) + " deals " + num(potion->damage) + ", with or without a Hit card.");
    }
    return ruling;
}

CardRuling ruleSpecial(Attack& attack, const string& name)
{
    CardRuling ruling{name, 0, {}};
    Verdict& verdict = ruling.verdict;
    const CastleCard* card = findCastleCard(name);
    if (card == nullptr || card->kind != CastleKind::Special) {
        const string actual = kindOf(name);
        if (actual.empty())
            verdict.refuse("panic.hit-unknown-card", "\"" + name + "\" is not a card in the box.");
        else
            verdict.refuse("panic.hit-card-kind", name + " is " + actual + ", not a Castle Special.");
        return ruling;
    }
    if (!firstUse(attack, card->name, verdict))
        return ruling;
    if (card->name != "Super Munchkin") {
        verdict.refuse(
            "panic.hit-special-elsewhere",
            str(card->name)
                + " takes no health from a Monster, so it is ruled as its own play, not as a hit.");
    } else if (attack.ring == Ring::Forest) {
        verdict.refuse("panic.hit-super-munchkin", "Super Munchkin works anywhere but the Forest, and "
                                                       + who(attack.monster) + " is in the Forest.");
    } else if (attack.currentIs(Character::Wizard) && attack.nemesisOfCurrent()) {
        verdict.refuse("panic.nemesis-wizard",
                       "A Wizard cannot use Specials on " + attack.monster.name + ".");
    } else {
        verdict.note("panic.hit-super-munchkin", "Super Munchkin slays " + who(attack.monster) + " in the "
                                                     + ringLabel(attack.ring) + " ring whatever its points.");
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
                       "In Solitaire no other player can play " + str(enhancer->name) + " on the attack.");
    } else if (enhancer->name == "Humongous Monster Enhancer") {
        verdict.refuse(
            "panic.hit-enhancer-humongous",
            "Humongous Monster Enhancer restores every Monster on the board; it is not played on an attack.");
    } else if (enhancer->name == "Ancient Monster Enhancer") {
        verdict.note("panic.hit-enhancer-ancient", who(attack.monster)
                                                       + " drops to its last health point and cannot be slain this"
                                                         " turn; the Enhancer's player draws 1 Treasure.");
    } else {
        const bool enraged = enhancer->name == "Enraged Monster Enhancer";
        verdict.note("panic.hit-enhancer-health",
                     str(enhancer->name) + " adds " + num(enhancer->health) + " health to "
                         + who(attack.monster)
                         + (enraged ? "; its player keeps the Trophy if they slay it later this turn."
                                    : "; its player draws 1 Treasure."));
    }
    return ruling;
}

// Who may take part: the Gazebo and Solitaire allow no helper; characters only when they are in the game.
void checkTable(const Attack& attack, Verdict& verdict)
{
    const Hit& hit = attack.hit;
    const auto offTable = [&](std::optional<Character> character, const std::string& who) {
        if (character && !attack.characters)
            verdict.refuse("panic.characters-in-play",
                           who + " is given as the " + std::string(characterName(*character))
                               + ", but this game has no Character cards: they come with More Munchkin or "
                                 "less-panic:characters.");
    };
    offTable(hit.character, "The attacker");
    offTable(hit.helperCharacter, "The helper");
    if (!attack.helped)
        return;
    if (attack.options.mode == Mode::Solitaire)
        verdict.refuse("panic.hit-solitaire-alone", "In Solitaire there is no one to help with the attack.");
    else if (attack.token.fightAlone)
        verdict.refuse("panic.hit-gazebo-alone",
                       "The " + attack.monster.name + " must be fought alone, and this attack has a helper.");
    // A deal is for one card: the helper's own Hit card (the current player may still add a Weapon to
    // it), or one Weapon on a Hit card the current player played. More options never make a bigger deal.
    int helperCards = 0;
    for (const HitCardPlay& play : hit.attack)
        helperCards +=
            (play.byHelper ? 1 : 0) + (play.weaponsByHelper ? static_cast<int>(play.weapons.size()) : 0);
    if (helperCards > 1)
        verdict.refuse("panic.one-deal", "A deal is for 1 card, but the helper plays " + num(helperCards)
                                             + " cards in this attack (Hit cards and Weapons together).");
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
        verdict.note("panic.nemesis-dwarf", "A Dwarf needs 3 Hit cards to slay " + name
                                                + ", and this attack has " + num(hitCards)
                                                + ", so it stays at 1 health.");
        return true;
    case Character::Elf:
        verdict.note("panic.nemesis-elf",
                     "An Elf can hit " + name + " but not slay it, so it stays at 1 health.");
        return true;
    case Character::Thief:
        verdict.note("panic.nemesis-thief",
                     "A Thief can hit " + name + " but not slay them, so they stay at 1 health.");
        return true;
    case Character::Warrior:
        if (attack.helped)
            return false;
        verdict.note("panic.nemesis-warrior",
                     "A Warrior cannot slay " + name + " without help, so it stays at 1 health.");
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
                         who(monster) + " is at its last health point, where only one attack of "
                             + num(points) + " or more slays it; an attack of " + num(damage)
                             + " has no effect.");
            return health;
        }
        verdict.note("panic.slay-at-lowest", who(monster) + " is at its last health point, and an attack of "
                                                 + num(damage) + " meets its " + num(points) + " points.");
        return plain;
    }
    if (plain > 0 || damage >= points)
        return plain;
    verdict.note("panic.slay-strict", "House rule: the blow that slays " + who(monster) + " must be at least "
                                          + num(points) + ", and this one is " + num(damage)
                                          + ", so it stops at 1 health.");
    return 1;
}

void settleOutcome(const Attack& attack, HitResult& result, bool superMunchkin, int hitCards)
{
    Verdict& verdict = result.verdict;
    const BoardMonster& monster = attack.monster;
    verdict.note("panic.hit-damage", "The attack deals " + num(result.damage) + " to " + who(monster) + " at "
                                         + num(monster.health) + " health.");
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
            who(monster) + " cannot be slain this turn (Ancient Monster Enhancer), so it stays at 1 health.");
        health = 1;
    } else if (health <= 0 && characterKeepsAlive(attack, hitCards, verdict)) {
        health = 1;
    }
    if (health > 0) {
        result.healthAfter = health;
        verdict.note("panic.hit-damage", who(monster) + " is left with " + num(health) + " health.");
        return;
    }
    result.slain = true;
    result.healthAfter = 0;
    result.trophyPoints = attack.token.points;
    result.treasures = attack.token.treasures;
    const int dots = attack.token.treasures;
    verdict.note("panic.hit-trophy", who(monster) + " is slain: a Trophy worth " + num(result.trophyPoints)
                                         + " points, and its " + num(dots)
                                         + (dots == 1 ? " gold dot" : " gold dots") + " pay"
                                         + (dots == 1 ? "s " : " ") + num(dots)
                                         + (dots == 1 ? " Treasure card." : " Treasure cards."));
    const bool bigfoot = attack.token.nemesisOf == Character::Halfling;
    if (bigfoot && attack.currentIs(Character::Halfling)) {
        result.treasures = 0;
        verdict.note("panic.nemesis-halfling",
                     "A Halfling gets no Treasure for slaying " + monster.name + ", so none is drawn.");
    } else if (bigfoot && attack.helperIs(Character::Halfling)) {
        verdict.note("panic.nemesis-halfling",
                     "The Halfling who helped may take none of " + monster.name + "'s Treasure in the deal.");
    }
    if (attack.helperIs(Character::Elf)) {
        result.helperTreasures = 1;
        verdict.note("panic.hit-elf-helper", "The Elf who helped draws 1 extra Treasure card.");
    }
}

}  // namespace

HitResult checkHit(const Options& options, const Board& board, const Hit& hit)
{
    HitResult result;
    Verdict& verdict = result.verdict;
    const BoardMonster* monster = board.find(hit.target);
    if (monster == nullptr) {
        verdict.refuse("panic.hit-target", "No Monster with the id \"" + hit.target + "\" is on the board.");
        return result;
    }
    result.healthAfter = monster->health;
    // checkBoard() refuses such boards; the attack must still not read past them.
    const MonsterToken* token = findMonsterToken(monster->name);
    if (token == nullptr) {
        verdict.refuse("panic.board-token", who(*monster) + " is not a Monster token in the box.");
        return result;
    }
    if (monster->arc < 1 || monster->arc > arcCount) {
        verdict.refuse("panic.board-arc", who(*monster) + " stands in arc " + num(monster->arc)
                                              + ", but the arcs are numbered 1 to " + num(arcCount) + ".");
        return result;
    }
    verdict.note("panic.hit-target", "The attack targets " + who(*monster) + " in the "
                                         + ringLabel(monster->ring) + " ring of arc " + num(monster->arc)
                                         + ".");
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
        verdict.refuse("panic.hit-empty", "An attack needs at least one Hit card, Potion or Special.");

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
