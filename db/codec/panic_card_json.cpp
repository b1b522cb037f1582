// Card names in Panic requests, looked up in the catalogue: the readers of panic_json.h for Hit cards,
// Weapons, Potions, Specials, Enhancers and Treasure cards.

#include "db/codec/db_words.h"
#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/terms.h"

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace rp = rules::panic;

namespace {

QString kindName(PanicCardKind kind)
{
    switch (kind) {
    case PanicCardKind::Hit:
        return DbErrors::tr("a Hit card");
    case PanicCardKind::Weapon:
        return DbErrors::tr("a Weapon");
    case PanicCardKind::Potion:
        return DbErrors::tr("a Potion");
    case PanicCardKind::Special:
        return DbErrors::tr("a Special");
    case PanicCardKind::Enhancer:
        return DbErrors::tr("a Monster Enhancer");
    case PanicCardKind::Treasure:
        return DbErrors::tr("a Treasure card");
    }
    return {};
}

bool fits(PanicCardKind kind, const rp::CastleCard* castle, const rp::TreasureCard* treasure)
{
    switch (kind) {
    case PanicCardKind::Hit:
        return castle && castle->kind == rp::CastleKind::Hit;
    case PanicCardKind::Weapon:
        return treasure && treasure->kind == rp::TreasureKind::Weapon;
    case PanicCardKind::Potion:
        return treasure && treasure->kind == rp::TreasureKind::Potion;
    case PanicCardKind::Special:
        return (castle && castle->kind == rp::CastleKind::Special)
               || (treasure && treasure->kind == rp::TreasureKind::Special);
    case PanicCardKind::Enhancer:
        return treasure && treasure->kind == rp::TreasureKind::Enhancer;
    case PanicCardKind::Treasure:
        return treasure != nullptr;
    }
    return false;
}

// The first card of the catalogue that fits `kind`: the example an error message gives.
QString exampleCard(PanicCardKind kind)
{
    for (const rp::CastleCard& card : rp::castleCards())
        if (fits(kind, &card, nullptr))
            return toQString(card.name);
    for (const rp::TreasureCard& card : rp::treasureCards())
        if (fits(kind, nullptr, &card))
            return toQString(card.name);
    return {};
}

// Why `name` is not a card of `kind`, or nothing when it is one; then `printed` is its name as printed.
QString cardProblem(const QString& name, PanicCardKind kind, std::string& printed)
{
    const std::string wanted = toStd(name);
    const rp::CastleCard* castle = rp::findCastleCard(wanted);
    const rp::TreasureCard* treasure = rp::findTreasureCard(wanted);
    if (fits(kind, castle, treasure)) {
        printed = std::string(castle && fits(kind, castle, nullptr) ? castle->name : treasure->name);
        return {};
    }
    if (castle)
        return DbErrors::tr("\"%1\" is %2, not %3")
            .arg(name, termText(rp::kindTerm(castle->kind)), kindName(kind));
    if (treasure)
        return DbErrors::tr("\"%1\" is %2, not %3")
            .arg(name, termText(rp::kindTerm(treasure->kind)), kindName(kind));
    const QString example = exampleCard(kind);
    if (example.isEmpty())
        return DbErrors::tr("\"%1\" is not a card of Munchkin Panic; names are as printed on the card")
            .arg(name);
    return DbErrors::tr(
               "\"%1\" is not a card of Munchkin Panic; names are as printed on the card, e.g. \"%2\"")
        .arg(name, example);
}

}  // namespace

std::string readPanicCard(JsonReader& object, const QString& key, PanicCardKind kind, Need need)
{
    const QString name = object.string(key, need);
    if (name.isEmpty())
        return {};
    std::string printed;
    if (const QString problem = cardProblem(name, kind, printed); !problem.isEmpty()) {
        object.fail(key, problem);
        return {};
    }
    return printed;
}

std::vector<std::string> readPanicCards(JsonReader& object, const QString& key, PanicCardKind kind,
                                        int maxItems)
{
    const QStringList names = object.strings(key, maxItems);
    std::vector<std::string> cards;
    for (qsizetype i = 0; i < names.size(); ++i) {
        std::string printed;
        if (const QString problem = cardProblem(names[i], kind, printed); !problem.isEmpty()) {
            object.fail(u"%1[%2]"_s.arg(key).arg(i), problem);
            return {};
        }
        cards.push_back(std::move(printed));
    }
    return cards;
}

}  // namespace arbiter::db
