#pragma once
// Munchkin Panic's words as terms of a reason's message (rules/core/message.h): a ring, a colour, a
// Character and a kind of card, each translated on its own and placed into the sentences that name it.

#include "rules/core/message.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/types.h"

namespace arbiter::rules::panic {

// "Swordsman", as the cards and the rulebook spell a ring.
Message ringTerm(Ring ring);
// "red", "green", "blue".
Message colourTerm(Colour colour);
// "Cleric" ... "Wizard".
Message characterTerm(Character character);
// "a Weapon", "a Hit card": what a card is, with its article.
Message kindTerm(TreasureKind kind);
Message kindTerm(CastleKind kind);

}  // namespace arbiter::rules::panic
