#include "rules/panic/terms.h"

namespace arbiter::rules::panic {

// "Swordsman", as the cards and the rulebook spell a ring.
Message ringTerm(Ring ring)
{
    switch (ring) {
    case Ring::Forest:
        return ARBITER_MESSAGE("panic.ring-term.forest", "Forest");
    case Ring::Archer:
        return ARBITER_MESSAGE("panic.ring-term.archer", "Archer");
    case Ring::Knight:
        return ARBITER_MESSAGE("panic.ring-term.knight", "Knight");
    case Ring::Swordsman:
        break;
    case Ring::Castle:
        return ARBITER_MESSAGE("panic.ring-term.castle", "Castle");
    }
    return ARBITER_MESSAGE("panic.ring-term.swordsman", "Swordsman");
}

// "red", as a sentence names the colour of an arc.
Message colourTerm(Colour colour)
{
    switch (colour) {
    case Colour::Red:
        break;
    case Colour::Green:
        return ARBITER_MESSAGE("panic.colour-term.green", "green");
    case Colour::Blue:
        return ARBITER_MESSAGE("panic.colour-term.blue", "blue");
    }
    return ARBITER_MESSAGE("panic.colour-term.red", "red");
}

// "Warrior": a More Munchkin character.
Message characterTerm(Character character)
{
    switch (character) {
    case Character::Cleric:
        return ARBITER_MESSAGE("panic.character-term.cleric", "Cleric");
    case Character::Dwarf:
        return ARBITER_MESSAGE("panic.character-term.dwarf", "Dwarf");
    case Character::Elf:
        return ARBITER_MESSAGE("panic.character-term.elf", "Elf");
    case Character::Halfling:
        return ARBITER_MESSAGE("panic.character-term.halfling", "Halfling");
    case Character::Thief:
        return ARBITER_MESSAGE("panic.character-term.thief", "Thief");
    case Character::Warrior:
        break;
    case Character::Wizard:
        return ARBITER_MESSAGE("panic.character-term.wizard", "Wizard");
    }
    return ARBITER_MESSAGE("panic.character-term.warrior", "Warrior");
}

// "a Weapon", "a Hit card": how a sentence names a card's kind (kindLabel() as a term).
Message kindTerm(TreasureKind kind)
{
    switch (kind) {
    case TreasureKind::Weapon:
        return ARBITER_MESSAGE("panic.kind-term.weapon", "a Weapon");
    case TreasureKind::Potion:
        return ARBITER_MESSAGE("panic.kind-term.potion", "a Potion");
    case TreasureKind::Special:
        return ARBITER_MESSAGE("panic.kind-term.treasure-special", "a Treasure Special");
    case TreasureKind::Enhancer:
        break;
    }
    return ARBITER_MESSAGE("panic.kind-term.monster-enhancer", "a Monster Enhancer");
}
Message kindTerm(CastleKind kind)
{
    switch (kind) {
    case CastleKind::Hit:
        return ARBITER_MESSAGE("panic.kind-term.hit-card", "a Hit card");
    case CastleKind::Curse:
        return ARBITER_MESSAGE("panic.kind-term.curse-card", "a Curse card");
    case CastleKind::Special:
        break;
    }
    return ARBITER_MESSAGE("panic.kind-term.castle-special", "a Castle Special");
}

}  // namespace arbiter::rules::panic
