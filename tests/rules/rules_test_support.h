#pragma once
// Helpers shared by the rules tests: rows per edition, readable verdicts, and checks on the rule ids
// a verdict cites. Header only: every test executable includes what it needs.

#include "rules/core/verdict.h"
#include "rules/game/rule_catalogue.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/types.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QTest>

#include <string>
#include <string_view>
#include <vector>

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Edition)

namespace arbiter::rules::test {

namespace mk = arbiter::rules::munchkin;

inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string toStd(const char* text)
{
    return std::string(text);
}

inline std::string toStd(const QString& text)
{
    return text.toStdString();
}

// "illegal [sell.own-turn levels.dead]": what a verdict said, for failure messages.
inline QByteArray describe(const Verdict& verdict)
{
    QByteArray out = verdict.legal ? "legal [" : "illegal [";
    for (const Reason& reason : verdict.reasons) {
        out += QByteArray(reason.rule.data(), static_cast<qsizetype>(reason.rule.size()));
        out += ' ';
    }
    out += ']';
    return out;
}

inline QByteArray missingRule(const Verdict& verdict, const std::string& rule)
{
    return "expected a reason citing " + QByteArray::fromStdString(rule) + ", got " + describe(verdict);
}

inline QByteArray unexpectedRule(const Verdict& verdict, const std::string& rule)
{
    return "expected no reason citing " + QByteArray::fromStdString(rule) + ", got " + describe(verdict);
}

inline QByteArray legality(const Verdict& verdict, bool expected)
{
    return QByteArray("expected ") + (expected ? "legal" : "illegal") + ", got " + describe(verdict);
}

inline QString editionId(mk::Edition edition)
{
    return toQString(mk::profile(edition).id);
}

inline bool isEdition(const mk::EditionProfile& profile, mk::Edition edition)
{
    return profile.edition == edition;
}

// The first card of `kind` printed in the edition's box ("Elf", "Professor", ...).
inline std::string firstCard(const mk::EditionProfile& profile, mk::CardKind kind)
{
    for (const mk::CharacterCardKind& k : profile.characterCards)
        if (k.kind == kind && !k.cards.empty())
            return std::string(k.cards.front());
    return {};
}

inline std::string secondCard(const mk::EditionProfile& profile, mk::CardKind kind)
{
    for (const mk::CharacterCardKind& k : profile.characterCards)
        if (k.kind == kind && k.cards.size() > 1)
            return std::string(k.cards[1]);
    return {};
}

inline void setDoubled(mk::Character& character, mk::CardKind kind, bool doubled)
{
    switch (kind) {
    case mk::CardKind::Race:
        character.halfBreed = doubled;
        break;
    case mk::CardKind::Class:
        character.superMunchkin = doubled;
        break;
    case mk::CardKind::Faction:
        character.doubleLife = doubled;
        break;
    case mk::CardKind::Citizenship:
        character.dualCitizenship = doubled;
        break;
    }
}

inline std::vector<std::string>& cardsOf(mk::Character& character, mk::CardKind kind)
{
    switch (kind) {
    case mk::CardKind::Race:
        return character.races;
    case mk::CardKind::Class:
        return character.classes;
    case mk::CardKind::Faction:
        return character.factions;
    case mk::CardKind::Citizenship:
        return character.citizenships;
    }
    return character.classes;
}

inline mk::Attribute::Kind attributeKind(mk::CardKind kind)
{
    switch (kind) {
    case mk::CardKind::Race:
        return mk::Attribute::Kind::Race;
    case mk::CardKind::Class:
        return mk::Attribute::Kind::Class;
    case mk::CardKind::Faction:
        return mk::Attribute::Kind::Faction;
    case mk::CardKind::Citizenship:
        return mk::Attribute::Kind::Citizenship;
    }
    return mk::Attribute::Kind::Class;
}

// Names (players, Monster ids) as a QStringList, for QCOMPARE.
inline QStringList namesOf(const std::vector<std::string>& names)
{
    QStringList out;
    for (const std::string& name : names)
        out << toQString(name);
    return out;
}

// "Bob:2" per gift of a Charity ruling (the card games' and Munchkin Panic's have the same shape).
template <typename Result>
QStringList giftsOf(const Result& result)
{
    QStringList out;
    for (const auto& gift : result.gifts)
        out << toQString(gift.to) + u':' + QString::number(gift.count);
    return out;
}

}  // namespace arbiter::rules::test

// Fails the running test unless `verdict` cites `id` (a const char* or a QString).
#define ARBITER_VERIFY_CITES(verdict, id)                                                   \
    do {                                                                                    \
        const std::string arbiterRule_ = ::arbiter::rules::test::toStd(id);                 \
        QVERIFY2((verdict).cites(arbiterRule_),                                             \
                 ::arbiter::rules::test::missingRule((verdict), arbiterRule_).constData()); \
    } while (false)

// Fails the running test if `verdict` cites `id`.
#define ARBITER_VERIFY_NOT_CITES(verdict, id)                                                  \
    do {                                                                                       \
        const std::string arbiterRule_ = ::arbiter::rules::test::toStd(id);                    \
        QVERIFY2(!(verdict).cites(arbiterRule_),                                               \
                 ::arbiter::rules::test::unexpectedRule((verdict), arbiterRule_).constData()); \
    } while (false)

// Every id of a QStringList must be cited.
#define ARBITER_VERIFY_CITES_ALL(verdict, ids)         \
    do {                                               \
        for (const QString& arbiterId_ : (ids))        \
            ARBITER_VERIFY_CITES(verdict, arbiterId_); \
    } while (false)

#define ARBITER_COMPARE_LEGAL(verdict, expected)             \
    QVERIFY2((verdict).legal == static_cast<bool>(expected), \
             ::arbiter::rules::test::legality((verdict), static_cast<bool>(expected)).constData())
