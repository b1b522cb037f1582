#include "rules/munchkin/types.h"

#include <utility>

#include <algorithm>

namespace arbiter::rules::munchkin {

const std::vector<std::string>& Character::cards(CardKind kind) const
{
    switch (kind) {
    case CardKind::Race:
        return races;
    case CardKind::Class:
        return classes;
    case CardKind::Faction:
        return factions;
    case CardKind::Citizenship:
        return citizenships;
    }
    return classes;
}

std::vector<std::string>& Character::cards(CardKind kind)
{
    return const_cast<std::vector<std::string>&>(std::as_const(*this).cards(kind));
}

bool Character::has(CardKind kind, std::string_view name) const
{
    const std::vector<std::string>& held = cards(kind);
    return std::find(held.begin(), held.end(), name) != held.end();
}

bool Character::doubled(CardKind kind) const
{
    switch (kind) {
    case CardKind::Race:
        return halfBreed;
    case CardKind::Class:
        return superMunchkin;
    case CardKind::Faction:
        return doubleLife;
    case CardKind::Citizenship:
        return dualCitizenship;
    }
    return false;
}

bool Character::doubledSingle(CardKind kind) const
{
    return doubled(kind) && cards(kind).size() == 1;
}

std::optional<CardKind> cardKindOf(Attribute::Kind kind)
{
    switch (kind) {
    case Attribute::Kind::Race:
        return CardKind::Race;
    case Attribute::Kind::Class:
        return CardKind::Class;
    case Attribute::Kind::Faction:
        return CardKind::Faction;
    case Attribute::Kind::Citizenship:
        return CardKind::Citizenship;
    case Attribute::Kind::Sex:
        break;
    }
    return std::nullopt;
}

std::string toString(Edition edition)
{
    switch (edition) {
    case Edition::Deluxe:
        return "deluxe";
    case Edition::Cthulhu:
        return "cthulhu";
    case Edition::Nightmare:
        return "nightmare";
    case Edition::Pathfinder:
        return "pathfinder";
    }
    return "deluxe";
}

std::string toString(CardKind kind)
{
    switch (kind) {
    case CardKind::Race:
        return "Race";
    case CardKind::Class:
        return "Class";
    case CardKind::Faction:
        return "Faction";
    case CardKind::Citizenship:
        return "Citizenship";
    }
    return "Class";
}

}  // namespace arbiter::rules::munchkin
