#pragma once
// The table's card library as JSON: one remembered card (a LibraryCard) and the card pack a table
// exports and imports (docs/card-packs.md). A card's `data` is read and written by the same readers and
// writers as the actions that carry it (readMonster, readItem, readEnhancer...), so a remembered card is
// exactly what an action takes. The library keeps the card, not how it was played: a monster's
// enhancers and the way it joined a fight, an Item's equipped flag and lifter are left out.

#include "db/codec/json_reader.h"
#include "rules/game/action.h"
#include "rules/game/state.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/types.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <string>
#include <variant>

namespace arbiter::db {

// The kinds of card the library keeps, in the order of CardData's alternatives.
enum class CardKind { Monster, Enhancer, OneShot, Item, Ride, Hireling, Curse };

inline constexpr std::array cardKindNames = {
    Named<CardKind>{"monster", CardKind::Monster},  Named<CardKind>{"enhancer", CardKind::Enhancer},
    Named<CardKind>{"one-shot", CardKind::OneShot}, Named<CardKind>{"item", CardKind::Item},
    Named<CardKind>{"ride", CardKind::Ride},        Named<CardKind>{"hireling", CardKind::Hireling},
    Named<CardKind>{"curse", CardKind::Curse},
};

// A one-shot: its bonus in a fight, and its Gold when it is sold (sell-items' fromHand, oneShot).
struct OneShotCard {
    rules::munchkin::CombatCard card;
    int gold = 0;
    friend bool operator==(const OneShotCard&, const OneShotCard&) = default;
};

// A Hireling is its name (gain-hireling).
struct HirelingCard {
    std::string name;
    friend bool operator==(const HirelingCard&, const HirelingCard&) = default;
};

using CardData = std::variant<rules::munchkin::Monster, rules::munchkin::Enhancer, OneShotCard,
                              rules::munchkin::Item, rules::munchkin::Ride, HirelingCard, rules::game::Curse>;

// One card of the library. The name is the card's own (monster.name, item.name...), so it cannot
// disagree with its data.
struct LibraryCard {
    QString edition;  // a Munchkin edition id: "deluxe", "cthulhu", "nightmare", "pathfinder"
    CardData data;
    QString badStuff;  // a monster's Bad Stuff in a few words, for the table to read; empty when none

    CardKind kind() const { return static_cast<CardKind>(data.index()); }
    QString name() const;
    void setName(const QString& name);

    friend bool operator==(const LibraryCard&, const LibraryCard&) = default;
};

inline constexpr int maxCardNameLength = 40;
inline constexpr int maxBadStuffLength = 120;
inline constexpr int maxPackCards = 5000;

inline constexpr const char* cardPackFormat = "arbiter-card-pack";
inline constexpr int cardPackVersion = 1;

QString kindId(CardKind kind);  // "monster", "one-shot"...

// The key a name is found and kept unique by: spaces collapsed, case folded ("net  Troll" = "Net Troll").
QString cardNameKey(const QString& name);

// The card as the library keeps it: the name trimmed, a monster without the fight's enhancers, not
// eliminated and joined by the door, an Item equipped with the automatic lifter.
LibraryCard normalizedCard(LibraryCard card);

// The card an action played, for the library: start-combat and add-monster (monster), add-enhancer,
// play-one-shot, gain-item, gain-ride, gain-hireling, gain-curse; nullopt for any other action.
std::optional<LibraryCard> cardOfAction(const rules::game::Action& action, const QString& edition);

// The first problem with a card built in code (not read from JSON): its edition, name (trimmed,
// non-empty, at most maxCardNameLength characters), Bad Stuff text, and that its data reads back as
// written. `field` prefixes the field named ("card" gives "card.name").
std::optional<FieldIssue> checkCard(const LibraryCard& card, const QString& field = QStringLiteral("card"));

// What an entry (a card an action played) says against the library's card of the same edition, kind and
// name. A field of the card says something when it is not its kind's default (a bonus or Gold of 0, no
// slot, not Big, no restriction, no tags, no Bad Stuff): an entry made in haste ("+0, 1 Hand") says less
// than a card a pack brought in ("+4, 1 Hand, 600 Gold, Cleric only"), and never takes its place.
enum class CardMerge {
    Same,       // every field says the same
    Kept,       // the library's card is richer: it says more, and the entry contradicts none of it
    Completed,  // the entry says more and contradicts nothing: the card takes what it adds
    Different,  // a field both say differs: the library's card stays until the table says otherwise
};

struct CardComparison {
    CardMerge merge = CardMerge::Same;
    // The library's card with every field the entry says put over it (its name and what the entry leaves
    // unsaid are the library's): the card after a Completed entry, or after a Different one is accepted.
    LibraryCard merged;
};

// Compares an entry with the library's card of the same edition, kind and name; `known` and `entry` must
// be of the same kind.
CardComparison compareCards(const LibraryCard& known, const LibraryCard& entry);

// {edition, kind, name, data, badStuff}: badStuff only when not empty. `data` has the card's fields
// without its name.
QJsonObject cardToJson(const LibraryCard& card);
QJsonObject cardDataToJson(const CardData& data);
// Reads one card object strictly: an unknown field (of the card or of its data) is an error naming it
// ("cards[3].data.enhancers"), as are a missing edition, kind or name and every reader's own errors.
std::optional<LibraryCard> readLibraryCard(const QJsonObject& object, const QString& path,
                                           JsonIssues& issues);

// {"format": "arbiter-card-pack", "version": 1, "cards": [...]}, the cards in the order given.
QJsonObject cardPackToJson(const QList<LibraryCard>& cards);
// Reads a pack strictly: another format or version, an unknown field, a damaged card or the same card
// twice (edition, kind and name key) is refused with the first problem, naming its field.
std::optional<QList<LibraryCard>> readCardPack(const QJsonObject& pack, JsonIssues& issues);
std::optional<QList<LibraryCard>> readCardPack(const QByteArray& bytes, JsonIssues& issues);

}  // namespace arbiter::db
