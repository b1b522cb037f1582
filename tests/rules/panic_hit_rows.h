#pragma once
// The rows of tst_panic_hit's attack table, by topic. Arcs 1-2 are red, 3-4 green, 5-6 blue.

#include "panic_hit_cases.h"

#include "rules/panic/catalogue.h"

#include <string>
#include <vector>

namespace arbiter::rules::test::panic_hit {

// Hit cards, Weapons, Potions and Specials: what reaches where, and for how much.
inline std::vector<Case> cardCases()
{
    using pn::Variants;
    const pn::BoardMonster goblin = monster("Lame Goblin", 1, 1, sword, 1);
    return {
        // --- Hit cards: 1 point in their ring and colour; Hero: any ring of a colour; Any Color: a ring ---
        row("Red Swordsman in a red Swordsman space", standard(), boardOf(goblin),
            Plan().card("Red Swordsman"), slays(1, 1, 1),
            {"panic.hit-ring-colour", "panic.hit-damage", "panic.hit-trophy"}, {1}),
        row("Red Swordsman in a green Swordsman space", standard(),
            boardOf(monster("Lame Goblin", 1, 3, sword, 1)), Plan().card("Red Swordsman"), refused(),
            {"panic.hit-ring-colour"}),
        row("Red Swordsman in a red Knight space", standard(),
            boardOf(monster("Lame Goblin", 1, 2, knight, 1)), Plan().card("Red Swordsman"), refused(),
            {"panic.hit-ring-colour"}),
        row("Blue Hero in a blue Archer space", standard(), boardOf(bullrog(5, archer, 3)),
            Plan().card("Blue Hero"), hurt(1, 2), {"panic.hit-hero"}),
        row("Blue Hero in a blue Swordsman space", standard(), boardOf(bullrog(6, sword, 3)),
            Plan().card("Blue Hero"), hurt(1, 2), {"panic.hit-hero"}),
        row("Blue Hero in a red Knight space", standard(), boardOf(bullrog(2, knight, 3)),
            Plan().card("Blue Hero"), refused(), {"panic.hit-hero"}),
        row("Any Color Knight in a green Knight space", standard(), boardOf(bullrog(4, knight, 3)),
            Plan().card("Any Color Knight"), hurt(1, 2), {"panic.hit-any-color"}),
        row("Any Color Knight in a blue Archer space", standard(), boardOf(bullrog(5, archer, 3)),
            Plan().card("Any Color Knight"), refused(), {"panic.hit-any-color"}),
        row("a Hit card in the Forest", standard(), boardOf(bullrog(1, forest, 3)),
            Plan().card("Any Color Archer"), refused(), {"panic.hit-no-forest-castle"}),
        row("a Hero in the Castle", standard(), boardOf(bullrog(1, castle, 3)), Plan().card("Red Hero"),
            refused(), {"panic.hit-no-forest-castle"}),
        row("two Hit cards in one attack", standard(), boardOf(bullrog(3, knight, 3)),
            Plan().card("Green Knight").card("Any Color Knight"), hurt(2, 1), {"panic.hit-ring-colour"},
            {1, 1}),
        row("a Hit card the box does not have", standard(), boardOf(bullrog(1, knight, 3)),
            Plan().card("Purple Knight"), refused(), {"panic.hit-unknown-card"}),
        row("a Special played as a Hit card", standard(), boardOf(bullrog(1, knight, 3)),
            Plan().card("Super Munchkin"), refused(), {"panic.hit-card-kind"}),
        row("a Weapon played as a Hit card", standard(), boardOf(bullrog(1, knight, 3)),
            Plan().card("Boots of Butt-Kicking"), refused(), {"panic.hit-card-kind"}),
        row("a Hit card named in lower case", standard(), boardOf(goblin), Plan().card("red swordsman"),
            slays(1, 1, 1), {"panic.hit-ring-colour"}),

        // --- Weapons: one per Hit card, adding what they show for the Monster's ring ---
        row("Helm of Courage adds 1 in the Archer ring", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer", {"Helm of Courage"}), hurt(2, 1), {"panic.hit-weapon-bonus"}, {2}),
        row("Rat on a Stick adds 1 in the Knight ring", standard(), boardOf(bullrog(1, knight, 3)),
            Plan().card("Red Knight", {"Rat on a Stick"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Spiky Knees adds 1 in the Swordsman ring", standard(), boardOf(bullrog(3, sword, 3)),
            Plan().card("Green Swordsman", {"Spiky Knees"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Spiky Knees is no use in the Knight ring", standard(), boardOf(bullrog(3, knight, 3)),
            Plan().card("Green Knight", {"Spiky Knees"}), refused(), {"panic.hit-weapon-bonus"}),
        row("Singing & Dancing Sword is no use in the Archer ring", standard(),
            boardOf(bullrog(3, archer, 3)), Plan().card("Green Archer", {"Singing & Dancing Sword"}),
            refused(), {"panic.hit-weapon-bonus"}),
        row("Shield of Ubiquity adds 1 in the Knight ring", standard(), boardOf(bullrog(5, knight, 3)),
            Plan().card("Blue Knight", {"Shield of Ubiquity"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Short Wide Armor is no use in the Swordsman ring", standard(), boardOf(bullrog(5, sword, 3)),
            Plan().card("Blue Swordsman", {"Short Wide Armor"}), refused(), {"panic.hit-weapon-bonus"}),
        row("Eleven-Foot Pole adds 1 in the Archer ring", standard(), boardOf(bullrog(5, archer, 3)),
            Plan().card("Blue Hero", {"Eleven-Foot Pole"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Magic Missile is no use in the Knight ring", standard(), boardOf(bullrog(5, knight, 3)),
            Plan().card("Blue Hero", {"Magic Missile"}), refused(), {"panic.hit-weapon-bonus"}),
        row("Buckler of Swashing adds 2 in the Swordsman ring", standard(), boardOf(kingTut(1, sword, 3)),
            Plan().card("Red Swordsman", {"Buckler of Swashing"}), slays(3, 3, 1), {"panic.hit-weapon-bonus"},
            {3}),
        row("Buckler of Swashing adds 1 in the Archer ring", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer", {"Buckler of Swashing"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Slimy Armor adds 2 in the Knight ring", standard(), boardOf(kingTut(1, knight, 3)),
            Plan().card("Red Knight", {"Slimy Armor"}), slays(3, 3, 1), {"panic.hit-weapon-bonus"}),
        row("Slimy Armor adds 1 in the Swordsman ring", standard(), boardOf(bullrog(1, sword, 3)),
            Plan().card("Red Swordsman", {"Slimy Armor"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Bow with Ribbons adds 2 in the Archer ring", standard(), boardOf(kingTut(5, archer, 3)),
            Plan().card("Blue Archer", {"Bow with Ribbons"}), slays(3, 3, 1), {"panic.hit-weapon-bonus"}),
        row("Bow with Ribbons adds 1 in the Knight ring", standard(), boardOf(bullrog(5, knight, 3)),
            Plan().card("Blue Knight", {"Bow with Ribbons"}), hurt(2, 1), {"panic.hit-weapon-bonus"}),
        row("Boots of Butt-Kicking adds 2 in the Archer ring", standard(), boardOf(bullrog(5, archer, 3)),
            Plan().card("Blue Archer", {"Boots of Butt-Kicking"}), slays(3, 3, 1),
            {"panic.hit-weapon-bonus"}),
        row("Sandals of Protection cannot hit", standard(), boardOf(bullrog(5, archer, 3)),
            Plan().card("Blue Archer", {"Sandals of Protection"}), refused(), {"panic.hit-sandals"}),
        row("two Weapons on one Hit card", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer", {"Helm of Courage", "Horny Helmet"}), refused(),
            {"panic.hit-weapon-per-card"}),
        row("a Weapon on each of two Hit cards", standard(), boardOf(netTroll(1, archer, 4)),
            Plan().card("Red Archer", {"Helm of Courage"}).card("Any Color Archer", {"Horny Helmet"}),
            slays(4, 4, 2), {"panic.hit-weapon-bonus"}, {2, 2}),
        row("less-panic:weapons allows two Weapons on one Hit card", with(standard(), &Variants::manyWeapons),
            boardOf(bullrog(1, archer, 3)), Plan().card("Red Archer", {"Helm of Courage", "Horny Helmet"}),
            slays(3, 3, 1), {"panic.hit-weapon-per-card"}, {3}),
        row("a Warrior puts 2 Weapons on their own Hit card", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan().as(pn::Character::Warrior).card("Red Archer", {"Helm of Courage", "Horny Helmet"}),
            slays(3, 3, 1), {"panic.hit-warrior-weapons"}),
        row("a Warrior cannot put 3 Weapons on a Hit card", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan()
                .as(pn::Character::Warrior)
                .card("Red Archer", {"Helm of Courage", "Horny Helmet", "Rat on a Stick"}),
            refused(), {"panic.hit-warrior-weapons"}),
        row("a Warrior's helper puts 1 Weapon on their Hit card", moreMunchkin(),
            boardOf(bullrog(1, archer, 3)),
            Plan().as(pn::Character::Warrior).helperCard("Red Archer", {"Helm of Courage", "Horny Helmet"}),
            refused(), {"panic.hit-weapon-per-card"}),
        row("a Warrior's 2 Weapons need the Character cards", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().as(pn::Character::Warrior).card("Red Archer", {"Helm of Courage", "Horny Helmet"}),
            refused(), {"panic.characters-in-play", "panic.hit-weapon-per-card"}),
        row("a Weapon without a Hit card", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("", {"Helm of Courage"}), refused(), {"panic.hit-weapon-needs-hit-card"}),
        row("the Chainsaw is not in the base game", standard(), boardOf(bullrog(1, knight, 3)),
            Plan().card("Red Knight", {"Chainsaw of Bloody Dismemberment"}), refused(),
            {"panic.hit-not-in-game"}),
        row("the Chainsaw adds 3 with less-panic:expansion-cards",
            with(standard(), &Variants::expansionCards), boardOf(netTroll(1, knight, 4)),
            Plan().card("Red Knight", {"Chainsaw of Bloody Dismemberment"}), slays(4, 4, 2),
            {"panic.hit-weapon-bonus"}, {4}),
        row("the Dagger of Treachery adds 3 in the Swordsman ring", moreMunchkin(),
            boardOf(netTroll(2, sword, 4)), Plan().card("Red Hero", {"Dagger of Treachery"}), slays(4, 4, 2),
            {"panic.hit-weapon-bonus"}),
        row("the Dagger of Treachery is no use in the Knight ring", moreMunchkin(),
            boardOf(netTroll(2, knight, 4)), Plan().card("Red Hero", {"Dagger of Treachery"}), refused(),
            {"panic.hit-weapon-bonus"}),
        row("a Potion carried as a Weapon", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer", {"Potion of Halitosis"}), refused(), {"panic.hit-card-kind"}),
        row("one Weapon on two Hit cards", standard(), boardOf(netTroll(1, archer, 4)),
            Plan().card("Red Archer", {"Helm of Courage"}).card("Any Color Archer", {"Helm of Courage"}),
            refused(), {"panic.hit-one-of-each"}),
        row("the helper's Weapon on the player's Hit card", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().helperWeapon("Red Archer", "Boots of Butt-Kicking"), slays(3, 3, 1),
            {"panic.hit-weapon-bonus"}),

        // --- Potions: Idiotic Bravery 1 and Halitosis 2 anywhere but the Forest; the others hit nothing ---
        row("Halitosis deals 2 in the Castle", standard(), boardOf(bullrog(1, castle, 3)),
            Plan().potion("Potion of Halitosis"), hurt(2, 1), {"panic.hit-potion-damage"}, {2}),
        row("Idiotic Bravery deals 1 without a Hit card", standard(),
            boardOf(monster("Lame Goblin", 1, 3, archer, 1)), Plan().potion("Potion of Idiotic Bravery"),
            slays(1, 1, 1), {"panic.hit-potion-damage"}),
        row("Idiotic Bravery does not work in the Forest", standard(), boardOf(bullrog(3, forest, 3)),
            Plan().potion("Potion of Idiotic Bravery"), refused(), {"panic.hit-potion-damage"}),
        row("a Potion joins the Hit cards' attack", standard(), boardOf(netTroll(1, archer, 4)),
            Plan().card("Red Archer", {"Boots of Butt-Kicking"}).potion("Potion of Halitosis"),
            slays(5, 4, 2), {"panic.hit-potion-damage"}, {3, 2}),
        row("the Sleep Potion is no hit", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().potion("Sleep Potion"), refused(), {"panic.hit-potion-elsewhere"}),
        row("Cotion of Ponfusion is no hit", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().potion("Cotion of Ponfusion"), refused(), {"panic.hit-potion-elsewhere"}),
        row("the Invisibility Potion is no hit", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().potion("Invisibility Potion"), refused(), {"panic.hit-potion-elsewhere"}),
        row("an Enhancer played as a Potion", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan().potion("Baby Monster Enhancer"), refused(), {"panic.hit-card-kind"}),
        row("a Potion the box does not have", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().potion("Potion of Flight"), refused(), {"panic.hit-unknown-card"}),

        // --- Specials: Super Munchkin slays anything but in the Forest; the other Specials are not hits ---
        row("Super Munchkin slays the Plutonium Dragon in the Castle", standard(),
            boardOf(dragon(3, castle, 5)), Plan().special("Super Munchkin"), slays(0, 5, 3),
            {"panic.hit-super-munchkin", "panic.hit-trophy"}),
        row("Super Munchkin slays a 5-point Monster at its last point", standard(),
            boardOf(dragon(3, archer, 1)), Plan().special("Super Munchkin"), slays(0, 5, 3),
            {"panic.hit-super-munchkin"}),
        row("Super Munchkin does not reach the Forest", standard(), boardOf(dragon(3, forest, 5)),
            Plan().special("Super Munchkin"), refused(), {"panic.hit-super-munchkin"}),
        row("Drive Him Back! is no hit", standard(), boardOf(dragon(3, archer, 5)),
            Plan().special("Drive Him Back!"), refused(), {"panic.hit-special-elsewhere"}),
        row("a Treasure Special played as a Castle Special", standard(), boardOf(dragon(3, archer, 5)),
            Plan().special("Hoard!"), refused(), {"panic.hit-card-kind"}),
        row("Super Munchkin twice", standard(), boardOf(dragon(3, archer, 5)),
            Plan().special("Super Munchkin").special("Super Munchkin"), refused(), {"panic.hit-one-of-each"}),

        // --- the attack itself ---
        row("no such Monster on the board", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().target("m9").card("Red Archer"), refused(), {"panic.hit-target"}),
        row("an attack without cards", standard(), boardOf(bullrog(1, archer, 3)), Plan(), refused(),
            {"panic.hit-empty"}),
        row("a Monster that is no token", standard(), boardOf(monster("Dragon", 5, 1, archer, 5)),
            Plan().card("Red Archer"), refused(), {"panic.board-token"}),
        row("a Monster off the arcs", standard(), boardOf(bullrog(7, archer, 3)), Plan().card("Red Archer"),
            refused(), {"panic.board-arc"}),
    };
}

// The 4- and 5-point slay rule, both readings, and who may help.
inline std::vector<Case> slayCases()
{
    const std::vector<std::string> buckler = {"Buckler of Swashing"};
    return {
        // Default reading: at 1 health only one attack of at least its points slays it.
        row("Net Troll at 1: an attack of 3 has no effect", standard(), boardOf(netTroll(1, sword, 1)),
            Plan().card("Red Swordsman", buckler), hurt(3, 1), {"panic.slay-at-lowest"}),
        row("Net Troll at 1: an attack of 4 slays it", standard(), boardOf(netTroll(1, sword, 1)),
            Plan().card("Red Swordsman", buckler).potion("Potion of Idiotic Bravery"), slays(4, 4, 2),
            {"panic.slay-at-lowest"}),
        row("Net Troll at 1: two Hit cards of 2 make one attack of 4", standard(),
            boardOf(netTroll(1, archer, 1)),
            Plan().card("Red Archer", {"Helm of Courage"}).card("Any Color Archer", {"Horny Helmet"}),
            slays(4, 4, 2), {"panic.slay-at-lowest"}),
        row("Net Troll at 3 falls to an attack of 3", standard(), boardOf(netTroll(1, sword, 3)),
            Plan().card("Red Swordsman", buckler), slays(3, 4, 2), {"panic.hit-trophy"}),
        row("Net Troll at 4 is left at 1 by an attack of 3", standard(), boardOf(netTroll(1, sword, 4)),
            Plan().card("Red Swordsman", buckler), hurt(3, 1), {"panic.hit-damage"}),
        row("Net Troll at 2 hit for 1", standard(), boardOf(netTroll(1, sword, 2)),
            Plan().card("Red Swordsman"), hurt(1, 1), {"panic.hit-damage"}),
        row("Plutonium Dragon at 1: an attack of 4 has no effect", standard(), boardOf(dragon(1, sword, 1)),
            Plan().card("Red Swordsman", buckler).potion("Potion of Idiotic Bravery"), hurt(4, 1),
            {"panic.slay-at-lowest"}),
        row("Plutonium Dragon at 1: an attack of 5 slays it", standard(), boardOf(dragon(1, sword, 1)),
            Plan().card("Red Swordsman", buckler).potion("Potion of Halitosis"), slays(5, 5, 3),
            {"panic.slay-at-lowest"}),
        row("a 3-point Monster at 1 falls to an attack of 1", standard(), boardOf(bullrog(1, sword, 1)),
            Plan().card("Red Swordsman"), slays(1, 3, 1), {"panic.hit-trophy"}),
        // House rule: the killing blow itself must be at least the Monster's points.
        row("strict: Net Troll at 3 hit for 3 stops at 1", strict(), boardOf(netTroll(1, sword, 3)),
            Plan().card("Red Swordsman", buckler), hurt(3, 1), {"panic.slay-strict"}),
        row("strict: Net Troll at 2 hit for 1 goes to 1", strict(), boardOf(netTroll(1, sword, 2)),
            Plan().card("Red Swordsman"), hurt(1, 1), {"panic.hit-damage"}),
        row("strict: Net Troll at 1 hit for 4 is slain", strict(), boardOf(netTroll(1, sword, 1)),
            Plan().card("Red Swordsman", buckler).potion("Potion of Idiotic Bravery"), slays(4, 4, 2),
            {"panic.hit-trophy"}),
        row("strict: Net Troll at 1 hit for 3 stays at 1", strict(), boardOf(netTroll(1, sword, 1)),
            Plan().card("Red Swordsman", buckler), hurt(3, 1), {"panic.slay-strict"}),
        row("strict: Net Troll at 4 hit for 4 is slain", strict(), boardOf(netTroll(1, sword, 4)),
            Plan().card("Red Swordsman", buckler).potion("Potion of Idiotic Bravery"), slays(4, 4, 2),
            {"panic.hit-trophy"}),
        row("strict: Super Munchkin still slays", strict(), boardOf(netTroll(1, sword, 3)),
            Plan().special("Super Munchkin"), slays(0, 4, 2), {"panic.hit-super-munchkin"}),

        // --- help: none against the Gazebo, none in Solitaire ---
        row("the Gazebo with a helper's Hit card", standard(), boardOf(monster("Gazebo", 3, 5, knight, 3)),
            Plan().card("Blue Knight").helperCard("Any Color Knight"), refused(), {"panic.hit-gazebo-alone"}),
        row("the Gazebo with a helper's Potion", standard(), boardOf(monster("Gazebo", 3, 5, knight, 3)),
            Plan().card("Blue Knight").potion("Potion of Halitosis").helped(), refused(),
            {"panic.hit-gazebo-alone"}),
        row("the Gazebo with a helper's Weapon", standard(), boardOf(monster("Gazebo", 3, 5, knight, 3)),
            Plan().helperWeapon("Blue Knight", "Boots of Butt-Kicking"), refused(),
            {"panic.hit-gazebo-alone"}),
        row("the Gazebo with a helper's card not flagged as help", standard(),
            boardOf(monster("Gazebo", 3, 5, knight, 3)),
            Plan().card("Blue Knight").helperCard("Blue Hero").unflagged(), refused(),
            {"panic.hit-gazebo-alone"}),
        row("the Gazebo fought alone", standard(), boardOf(monster("Gazebo", 3, 5, knight, 3)),
            Plan().card("Blue Knight", {"Boots of Butt-Kicking"}), slays(3, 3, 1), {"panic.hit-trophy"}),
        row("a helper's Hit card", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer").helperCard("Any Color Archer"), hurt(2, 1), {"panic.hit-any-color"}),
        row("Solitaire: nobody helps", solitaire(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer").helperCard("Any Color Archer"), refused(),
            {"panic.hit-solitaire-alone"}),
        row("Solitaire: no Sandals of Protection", solitaire(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer", {"Sandals of Protection"}), refused(), {"panic.hit-not-in-game"}),
    };
}

// The More Munchkin characters' limits and the Elf's reward.
inline std::vector<Case> characterCases()
{
    using pn::Character;
    const pn::BoardMonster orcs = monster("3,872 Orcs", 1, 1, archer, 1);
    const pn::BoardMonster bigfoot = monster("Bigfoot", 3, 1, archer, 3);
    const std::vector<std::string> boots = {"Boots of Butt-Kicking"};
    return {
        row("Dwarf: one Hit card does not slay 3,872 Orcs", moreMunchkin(), boardOf(orcs),
            Plan().as(Character::Dwarf).card("Red Archer"), hurt(1, 1), {"panic.nemesis-dwarf"}),
        row("Dwarf: three Hit cards slay 3,872 Orcs", moreMunchkin(), boardOf(orcs),
            Plan().as(Character::Dwarf).card("Red Archer").card("Any Color Archer").card("Red Hero"),
            slays(3, 1, 1), {"panic.hit-trophy"}),
        row("Dwarf: a Potion alone does not slay 3,872 Orcs", moreMunchkin(), boardOf(orcs),
            Plan().as(Character::Dwarf).potion("Potion of Halitosis"), hurt(2, 1), {"panic.nemesis-dwarf"}),
        row("an Elf slays 3,872 Orcs with one Hit card", moreMunchkin(), boardOf(orcs),
            Plan().as(Character::Elf).card("Red Archer"), slays(1, 1, 1), {"panic.hit-trophy"}),
        row("a Dwarf without the Character cards", standard(), boardOf(orcs),
            Plan().as(Character::Dwarf).card("Red Archer"), refused(), {"panic.characters-in-play"}),
        row("Elf: can hit Face Sucker", moreMunchkin(), boardOf(monster("Face Sucker", 3, 1, archer, 3)),
            Plan().as(Character::Elf).card("Red Archer"), hurt(1, 2), {"panic.hit-ring-colour"}),
        row("Elf: cannot slay Face Sucker", moreMunchkin(), boardOf(monster("Face Sucker", 3, 1, archer, 1)),
            Plan().as(Character::Elf).card("Red Archer"), hurt(1, 1), {"panic.nemesis-elf"}),
        row("Elf: Super Munchkin does not slay Face Sucker", moreMunchkin(),
            boardOf(monster("Face Sucker", 3, 1, archer, 3)),
            Plan().as(Character::Elf).special("Super Munchkin"), hurt(0, 1), {"panic.nemesis-elf"}),
        row("Thief: the Lawyers stop at 1", moreMunchkin(), boardOf(monster("Lawyers", 3, 1, archer, 2)),
            Plan().as(Character::Thief).card("Red Archer", boots), hurt(3, 1), {"panic.nemesis-thief"}),
        row("Warrior: the Shrieking Geek survives without help", moreMunchkin(),
            boardOf(monster("Shrieking Geek", 3, 5, archer, 1)),
            Plan().as(Character::Warrior).card("Blue Archer"), hurt(1, 1), {"panic.nemesis-warrior"}),
        row("Warrior: slays the Shrieking Geek with help", moreMunchkin(),
            boardOf(monster("Shrieking Geek", 3, 5, archer, 1)),
            Plan().as(Character::Warrior).card("Blue Archer").helperCard("Any Color Archer"), slays(2, 3, 1),
            {"panic.hit-trophy"}),
        row("Wizard: no Specials on the Harpies", moreMunchkin(),
            boardOf(monster("Harpies", 2, 1, archer, 2)),
            Plan().as(Character::Wizard).special("Super Munchkin"), refused(), {"panic.nemesis-wizard"}),
        row("Wizard: Hit cards on the Harpies", moreMunchkin(), boardOf(monster("Harpies", 2, 1, archer, 2)),
            Plan().as(Character::Wizard).card("Red Archer", boots), slays(3, 2, 1), {"panic.hit-trophy"}),
        row("Wizard: Super Munchkin on the Pit Bull", moreMunchkin(),
            boardOf(monster("Pit Bull", 2, 1, archer, 2)),
            Plan().as(Character::Wizard).special("Super Munchkin"), slays(0, 2, 1),
            {"panic.hit-super-munchkin"}),
        row("Halfling: no Treasure for Bigfoot", moreMunchkin(), boardOf(bigfoot),
            Plan().as(Character::Halfling).card("Red Archer", boots), slays(3, 3, 0),
            {"panic.nemesis-halfling"}),
        row("Halfling helper: none of Bigfoot's Treasure", moreMunchkin(), boardOf(bigfoot),
            Plan()
                .as(Character::Cleric)
                .helper(Character::Halfling)
                .card("Red Archer", {"Helm of Courage"})
                .helperCard("Any Color Archer"),
            slays(3, 3, 1), {"panic.nemesis-halfling"}),
        row("an Elf takes Bigfoot's Treasure", moreMunchkin(), boardOf(bigfoot),
            Plan().as(Character::Elf).card("Red Archer", boots), slays(3, 3, 1), {"panic.hit-trophy"}),
        row("Elf helper: an extra Treasure card", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan()
                .as(Character::Dwarf)
                .helper(Character::Elf)
                .card("Red Archer", boots)
                .helperCard("Any Color Archer"),
            withHelperTreasures(slays(4, 3, 1), 1), {"panic.hit-elf-helper"}),
        row("Elf helper: nothing extra when the Monster lives", moreMunchkin(),
            boardOf(bullrog(1, archer, 3)),
            Plan().as(Character::Dwarf).helper(Character::Elf).helperCard("Any Color Archer"), hurt(1, 2),
            {"panic.hit-any-color"}),
        row("an Elf helper without the Character cards", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().helper(Character::Elf).helperCard("Any Color Archer"), refused(),
            {"panic.characters-in-play"}),
        row("characters through less-panic:characters", with(standard(), &pn::Variants::characters),
            boardOf(monster("Face Sucker", 3, 1, archer, 1)), Plan().as(Character::Elf).card("Red Archer"),
            hurt(1, 1), {"panic.nemesis-elf"}),
        row("Cleric: Wannabe Vampire is slain as usual", moreMunchkin(),
            boardOf(monster("Wannabe Vampire", 3, 1, archer, 3)),
            Plan().as(Character::Cleric).card("Red Archer", boots), slays(3, 3, 1), {"panic.hit-trophy"}),
    };
}

// Monster Enhancers: health after the attack's damage, Ancient's last point, their players' Treasure.
inline std::vector<Case> enhancerCases()
{
    const std::vector<std::string> boots = {"Boots of Butt-Kicking"};
    return {
        row("Baby Monster Enhancer adds 1 after the damage", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer").enhancer("Baby Monster Enhancer"), hurt(1, 3, 1),
            {"panic.hit-enhancer-health"}),
        row("Intelligent Monster Enhancer saves a Monster from the killing attack", moreMunchkin(),
            boardOf(kingTut(1, archer, 2)),
            Plan().card("Red Archer", boots).enhancer("Intelligent Monster Enhancer"), hurt(3, 2, 1),
            {"panic.hit-enhancer-health"}),
        row("Enraged Monster Enhancer lifts health past the token", moreMunchkin(),
            boardOf(netTroll(1, archer, 4)), Plan().card("Red Archer").enhancer("Enraged Monster Enhancer"),
            hurt(1, 6, 0), {"panic.hit-enhancer-health"}),
        row("two Enhancers on one attack", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan()
                .card("Red Archer")
                .enhancer("Baby Monster Enhancer")
                .enhancer("Intelligent Monster Enhancer"),
            hurt(1, 5, 2), {"panic.hit-enhancer-health"}),
        row("Ancient Monster Enhancer: the last point", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer").enhancer("Ancient Monster Enhancer"), hurt(1, 1, 1),
            {"panic.hit-enhancer-ancient"}),
        row("Ancient Monster Enhancer stops a killing attack", moreMunchkin(), boardOf(bullrog(1, archer, 1)),
            Plan().card("Red Archer", boots).enhancer("Ancient Monster Enhancer"), hurt(3, 1, 1),
            {"panic.hit-enhancer-ancient"}),
        row("a Monster made Ancient this turn stays at 1", moreMunchkin(),
            boardOf(unslayable(bullrog(1, archer, 1))), Plan().card("Red Archer"), hurt(1, 1),
            {"panic.hit-enhancer-ancient"}),
        row("Super Munchkin cannot slay an Ancient Monster", moreMunchkin(),
            boardOf(unslayable(bullrog(1, archer, 3))), Plan().special("Super Munchkin"), hurt(0, 1),
            {"panic.hit-enhancer-ancient"}),
        row("Super Munchkin slays through a Baby Monster Enhancer", moreMunchkin(),
            boardOf(netTroll(1, archer, 4)),
            Plan().special("Super Munchkin").enhancer("Baby Monster Enhancer"),
            withEnhancerTreasures(slays(0, 4, 2), 1), {"panic.hit-super-munchkin"}),
        row("an Enhancer on a Net Troll at its last point", moreMunchkin(), boardOf(netTroll(1, sword, 1)),
            Plan().card("Red Swordsman", {"Buckler of Swashing"}).enhancer("Baby Monster Enhancer"),
            hurt(3, 2, 1), {"panic.slay-at-lowest", "panic.hit-enhancer-health"}),
        row("Humongous Monster Enhancer is not played on an attack", moreMunchkin(),
            boardOf(bullrog(1, archer, 3)), Plan().card("Red Archer").enhancer("Humongous Monster Enhancer"),
            refused(), {"panic.hit-enhancer-humongous"}),
        row("Enhancers are not in the base game", standard(), boardOf(bullrog(1, archer, 3)),
            Plan().card("Red Archer").enhancer("Baby Monster Enhancer"), refused(),
            {"panic.hit-not-in-game"}),
        row("more-panic:enhancers brings them in", with(standard(), &pn::Variants::enhancers),
            boardOf(bullrog(1, archer, 3)), Plan().card("Red Archer").enhancer("Baby Monster Enhancer"),
            hurt(1, 3, 1), {"panic.hit-enhancer-health"}),
        row("an Enhancer alone is no attack", moreMunchkin(), boardOf(bullrog(1, archer, 3)),
            Plan().enhancer("Baby Monster Enhancer"), refused(), {"panic.hit-empty"}),
        row("Solitaire: nobody plays an Enhancer", with(solitaire(), &pn::Variants::enhancers),
            boardOf(bullrog(1, archer, 3)), Plan().card("Red Archer").enhancer("Baby Monster Enhancer"),
            refused(), {"panic.hit-solitaire-alone"}),
    };
}

// The rulebook's sample turn: Joan's four attacks, and the Net Troll at other health to show the slay rule.
inline std::vector<Case> sampleTurnCases()
{
    const pn::BoardMonster gazebo = monster("Gazebo", 3, 5, knight, 3);  // a blue Knight space
    const pn::BoardMonster chicken =
        monster("Large Angry Chicken", 2, 3, sword, 2);                        // a green Swordsman space
    const pn::BoardMonster geek = monster("Shrieking Geek", 3, 5, archer, 3);  // a blue Archer space
    // Dragged into a red Swordsman space by Cotion of Ponfusion; one point of 3 slays it, so it was at 2
    // or 3.
    const Plan joanAndSeth = Plan().helperWeapon("Red Swordsman", "Buckler of Swashing");
    return {
        row("Blue Knight and Boots of Butt-Kicking slay the Gazebo", standard(), boardOf(gazebo),
            Plan().card("Blue Knight", {"Boots of Butt-Kicking"}), slays(3, 3, 1), {"panic.hit-trophy"}, {3}),
        row("Any Color Swordsman and Spiky Knees slay the Large Angry Chicken", standard(), boardOf(chicken),
            Plan().card("Any Color Swordsman", {"Spiky Knees"}), slays(2, 2, 1), {"panic.hit-any-color"},
            {2}),
        row("Blue Archer hits the Shrieking Geek down to 2", standard(), boardOf(geek),
            Plan().card("Blue Archer"), hurt(1, 2), {"panic.hit-ring-colour"}, {1}),
        row("Joan's Red Swordsman and Seth's Buckler of Swashing slay the Net Troll at 3", standard(),
            boardOf(netTroll(1, sword, 3)), joanAndSeth, slays(3, 4, 2), {"panic.hit-weapon-bonus"}, {3}),
        row("the same attack leaves a Net Troll at 4 on 1 health", standard(), boardOf(netTroll(1, sword, 4)),
            joanAndSeth, hurt(3, 1), {"panic.hit-damage"}, {3}),
        row("the same attack does nothing to a Net Troll at 1", standard(), boardOf(netTroll(1, sword, 1)),
            joanAndSeth, hurt(3, 1), {"panic.slay-at-lowest"}, {3}),
    };
}

struct BoardCase {
    const char* name = "";
    pn::Board board;
    bool legal = true;
    QStringList cites;
};

inline BoardCase boardRow(const char* name, pn::Board board, bool legal, QStringList cites)
{
    return {name, std::move(board), legal, std::move(cites)};
}

inline pn::BoardMonster withId(pn::BoardMonster m, std::string id)
{
    m.id = std::move(id);
    return m;
}

inline pn::Board boardOfAll(std::vector<pn::BoardMonster> monsters)
{
    pn::Board board;
    board.monsters = std::move(monsters);
    return board;
}

// Boards the box can and cannot show.
inline std::vector<BoardCase> boardCases()
{
    const pn::BoardMonster troll = netTroll(3, archer, 4);
    auto changed = [](pn::BoardMonster m, auto&& change) {
        change(m);
        return boardOf(m);
    };
    pn::Board fortifiedTwice;
    fortifiedTwice.fortified = {true, false, false, true, false, false};
    pn::Board fortifiedThrice = fortifiedTwice;
    fortifiedThrice.fortified[4] = true;
    pn::Board fortifiedRuin;
    fortifiedRuin.walls[2] = false;
    fortifiedRuin.fortified[2] = true;
    pn::Board underTower = boardOf(bullrog(2, archer, 3));
    underTower.monsters.front().ring = castle;
    std::vector<pn::BoardMonster> forty;
    std::vector<pn::BoardMonster> everyToken;
    for (int i = 0; i < 40; ++i)
        forty.push_back(withId(bullrog(i % 6 + 1, forest, 3), "m" + std::to_string(i)));
    for (const pn::MonsterToken& token : pn::monsterTokens())
        everyToken.push_back(withId(monster(std::string(token.name), token.points, 1, forest, token.points),
                                    "m" + std::to_string(everyToken.size())));
    return {
        boardRow("an empty board", pn::Board{}, true, {}),
        boardRow("set-up: four Monsters in the Archer ring",
                 boardOfAll({withId(troll, "a"), withId(bullrog(1, archer, 3), "b"),
                             withId(kingTut(5, archer, 3), "c"),
                             withId(monster("Lame Goblin", 1, 6, archer, 1), "d")}),
                 true, {}),
        boardRow("every Monster token at once", boardOfAll(everyToken), true, {}),
        boardRow("arc 0", changed(troll, [](pn::BoardMonster& m) { m.arc = 0; }), false, {"panic.board-arc"}),
        boardRow("arc 7", changed(troll, [](pn::BoardMonster& m) { m.arc = 7; }), false, {"panic.board-arc"}),
        boardRow("two Monsters with one id", boardOfAll({troll, bullrog(1, archer, 3)}), false,
                 {"panic.board-ids"}),
        boardRow("a Monster without an id", changed(troll, [](pn::BoardMonster& m) { m.id.clear(); }), false,
                 {"panic.board-ids"}),
        boardRow("a token the box does not have", boardOf(monster("Dragon", 5, 1, archer, 5)), false,
                 {"panic.board-token"}),
        boardRow("a Net Troll printed with 3 points", boardOf(monster("Net Troll", 3, 1, archer, 3)), false,
                 {"panic.board-token"}),
        boardRow("a token named in lower case", boardOf(monster("net troll", 4, 1, archer, 4)), true, {}),
        boardRow("0 health", changed(troll, [](pn::BoardMonster& m) { m.health = 0; }), false,
                 {"panic.board-health"}),
        boardRow("a Net Troll at 5 health", changed(troll, [](pn::BoardMonster& m) { m.health = 5; }), false,
                 {"panic.board-health"}),
        boardRow("a Net Troll enhanced to 5 health",
                 changed(troll,
                         [](pn::BoardMonster& m) {
                             m.health = 5;
                             m.enhancement = 1;
                         }),
                 true, {}),
        boardRow("a negative enhancement", changed(troll, [](pn::BoardMonster& m) { m.enhancement = -1; }),
                 false, {"panic.board-health"}),
        boardRow("2 Fortify tokens", fortifiedTwice, true, {}),
        boardRow("3 Fortify tokens", fortifiedThrice, false, {"panic.board-fortify"}),
        boardRow("a Fortify token on a fallen Wall", fortifiedRuin, false, {"panic.board-fortify"}),
        boardRow("a Monster under a standing Tower", underTower, false, {"panic.board-tower-space"}),
        boardRow("a Monster where a Tower fell", boardOf(bullrog(2, castle, 3)), true, {}),
        boardRow("40 Monsters", boardOfAll(forty), false, {"panic.board-count", "panic.board-unique-token"}),
        boardRow("one token twice", boardOfAll({withId(troll, "a"), withId(netTroll(5, knight, 2), "b")}),
                 false, {"panic.board-unique-token"}),
        boardRow("one token twice, spelt two ways",
                 boardOfAll({withId(troll, "a"), withId(monster("NET TROLL", 4, 5, knight, 2), "b")}), false,
                 {"panic.board-unique-token"}),
    };
}

struct ApplyCase {
    const char* name = "";
    pn::Board before;
    Plan plan;
    pn::Board after;
};

inline ApplyCase applyRow(const char* name, pn::Board before, Plan plan, pn::Board after)
{
    return {name, std::move(before), std::move(plan), std::move(after)};
}

// What applyHit() leaves on the board.
inline std::vector<ApplyCase> applyCases()
{
    const pn::BoardMonster other = withId(netTroll(5, knight, 4), "m2");
    auto after = [](pn::BoardMonster m, auto&& change) {
        change(m);
        return m;
    };
    const pn::BoardMonster troll = netTroll(1, archer, 4);
    const pn::BoardMonster enhanced = after(troll, [](pn::BoardMonster& m) {
        m.health = 6;
        m.enhancement = 2;
    });
    return {
        applyRow("a slain Monster leaves the board", boardOfAll({bullrog(1, archer, 1), other}),
                 Plan().card("Red Archer"), boardOfAll({other})),
        applyRow("damage turns the token down", boardOfAll({bullrog(1, archer, 3), other}),
                 Plan().card("Red Archer"), boardOfAll({bullrog(1, archer, 2), other})),
        applyRow("Enraged raises the Monster's full health", boardOf(troll),
                 Plan().card("Red Archer").enhancer("Enraged Monster Enhancer"), boardOf(enhanced)),
        applyRow("a later hit keeps the enhancement", boardOf(enhanced), Plan().card("Red Archer"),
                 boardOf(after(enhanced, [](pn::BoardMonster& m) { m.health = 5; }))),
        applyRow("Ancient marks the Monster for the turn", boardOf(troll),
                 Plan().card("Red Archer").enhancer("Ancient Monster Enhancer"),
                 boardOf(after(troll,
                               [](pn::BoardMonster& m) {
                                   m.health = 1;
                                   m.unslayable = true;
                               }))),
        applyRow("an illegal attack changes nothing", boardOf(troll), Plan().card("Red Swordsman"),
                 boardOf(troll)),
    };
}

}  // namespace arbiter::rules::test::panic_hit
