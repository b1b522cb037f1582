#pragma once
// The table's card library for QML: the cards of the open game's edition whose name holds `query`, best
// matches first (a name that starts so, then a word that does, then the most played), as an
// autocomplete lists them. A row gives back the card value the forms already use (monsterCard(),
// itemCard(), or card() for an Enhancer, one-shot, Ride, Hireling or Curse), so a remembered card fills
// in all its numbers. `session.cards` is one; a page may create its own with a `session`.
//
// The library learns a card from every legal action recorded (SessionCore); here it is read, corrected
// and forgotten, and shared as a card pack (docs/card-packs.md). The referee still rules only on what an
// action carries.

#include "app/actions/munchkin_card.h"
#include "app/models/rowlistmodel.h"

#include "app/views/verdict_view.h"
#include "db/store/card_library.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

class GameSession;
class SessionCore;

// A remembered card as one value: its name and kind, the words a list shows, and the numbers of its
// kind (a monster's level and Treasures; an Enhancer's bonus and Treasures; a one-shot's bonus and Gold;
// an Item's bonus and Gold; a Ride's bonus; a Curse's combat bonus in `bonus`).
class RememberedCard {
    Q_GADGET
    QML_VALUE_TYPE(rememberedCard)
    Q_PROPERTY(qint64 cardId MEMBER cardId)
    Q_PROPERTY(
        QString kind MEMBER kind)  // "monster", "enhancer", "one-shot", "item", "ride", "hireling", "curse"
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString summary MEMBER summary)    // "Level 10 · 3 Treasures · Undead · +5 vs Elf"
    Q_PROPERTY(QString badStuff MEMBER badStuff)  // a monster's, in a few words
    Q_PROPERTY(int uses MEMBER uses)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(int gold MEMBER gold)

public:
    qint64 cardId = 0;  // 0: no card
    QString kind;
    QString name;
    QString summary;
    QString badStuff;
    int uses = 0;
    int level = 0;
    int treasures = 0;
    int bonus = 0;
    int gold = 0;

    friend bool operator==(const RememberedCard&, const RememberedCard&) = default;
};

// An entry that said otherwise than the library's card of its name (SessionCore::CardConflict), for the
// question the page asks: keep the library's card, or update it to what the entry says (what the entry
// left unsaid stays the card's).
class CardConflictView {
    Q_GADGET
    QML_VALUE_TYPE(cardConflict)
    Q_PROPERTY(bool asked READ asked)
    Q_PROPERTY(qint64 seq MEMBER seq)        // the recorded action that played the entry
    Q_PROPERTY(qint64 cardId MEMBER cardId)  // 0: no question
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString cardSummary MEMBER cardSummary)        // the library's card, in words
    Q_PROPERTY(QString updatedSummary MEMBER updatedSummary)  // the card if it is updated

public:
    qint64 seq = 0;
    qint64 cardId = 0;
    QString kind;
    QString name;
    QString cardSummary;
    QString updatedSummary;

    bool asked() const { return cardId != 0; }

    friend bool operator==(const CardConflictView&, const CardConflictView&) = default;
};

// The base spelled in full: Qt 6.4's qmltyperegistrar looks a base class up by the name as written.
class CardLibraryModel : public arbiter::app::RowListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("app/session/gamesession.h")
    Q_PROPERTY(arbiter::app::GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // Part of a name, any case; empty lists the most played cards first.
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    // One kind ("monster", "enhancer", "one-shot", "item", "ride", "hireling", "curse"); empty: all.
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY kindChanged)
    // At most this many rows (8 by default; 0: no limit).
    Q_PROPERTY(int limit READ limit WRITE setLimit NOTIFY limitChanged)
    // While false (a hidden form's suggestions) the rows stay as they are and nothing is read; the changes
    // meanwhile are read once it is true again. True by default.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    // The open game's edition; empty (and no rows) for Munchkin Panic or without a game.
    Q_PROPERTY(QString edition READ edition NOTIFY editionChanged)
    // What an Item of the edition may be restricted to ("only for", "not for"): the kinds of character
    // card it has ("race", "class", "faction", "citizenship") and "sex".
    Q_PROPERTY(QStringList restrictionKinds READ restrictionKinds NOTIFY editionChanged)

public:
    enum Role {
        CardIdRole = Qt::UserRole,  // a delegate cannot name a property `id`
        NameRole,
        KindRole,
        SummaryRole,
        BadStuffRole,
        UsesRole,
    };
    Q_ENUM(Role)

    explicit CardLibraryModel(QObject* parent = nullptr);
    // The model a GameSession holds as `cards`: it follows that session's core.
    explicit CardLibraryModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A row's card; a card with cardId 0 outside the rows.
    Q_INVOKABLE arbiter::app::RememberedCard card(int row) const;
    // A monster row as the combat form's card (start-combat, add-monster): name, level, Treasures,
    // levels, tags, Level only and its first bonus against a race, class...; joined by the door. A fresh
    // card for a row that is not a monster.
    Q_INVOKABLE arbiter::app::MonsterCard monsterCard(int row) const;
    // An Item row as the gain-item form's card, carried equipped with the automatic lifter.
    Q_INVOKABLE arbiter::app::ItemCard itemCard(int row) const;
    // The row of the card called `name` (any case and spacing), or -1.
    Q_INVOKABLE int rowNamed(const QString& name) const;

    // The question the last recorded action left about the card it played, when it said otherwise than
    // the library's card of that kind and name (cardId 0 when there is none).
    Q_INVOKABLE arbiter::app::CardConflictView conflict() const;
    // The same, only when action `seq` (a verdict's seq) left it: the question of the entry a page made.
    Q_INVOKABLE arbiter::app::CardConflictView conflictAfter(qint64 seq) const;
    // The table's answer to the question `conflict`: `update` the library's card to what the entry said,
    // or keep it. Answered with a verdict map; the recorded action stands either way.
    Q_INVOKABLE arbiter::app::views::VerdictView settleConflict(
        const arbiter::app::CardConflictView& conflict, bool update);

    // Corrections, answered with a verdict map ({legal, recorded, error, field}). A new name that another
    // card of that kind has is refused, naming `name`.
    // The name and the numbers `card` holds for the row's kind (see RememberedCard), and a monster's Bad
    // Stuff; the rest of the card (tags, restrictions...) stays.
    Q_INVOKABLE arbiter::app::views::VerdictView correct(int row, const arbiter::app::RememberedCard& card);
    // A monster or Item row replaced by the whole card the form built (and a monster's Bad Stuff).
    Q_INVOKABLE arbiter::app::views::VerdictView correctMonster(int row,
                                                                const arbiter::app::MonsterCard& card,
                                                                const QString& badStuff);
    Q_INVOKABLE arbiter::app::views::VerdictView correctItem(int row, const arbiter::app::ItemCard& card);
    Q_INVOKABLE arbiter::app::views::VerdictView forget(int row);

    // The whole library (every edition) as a card pack file; `file` is a path or a file: URL.
    Q_INVOKABLE arbiter::app::views::VerdictView exportPack(const QUrl& file);
    // A card pack file, all or nothing: {legal, recorded, added, replaced, message}, or the refusal
    // naming the field (a file that is not a card pack says so).
    Q_INVOKABLE arbiter::app::views::VerdictView importPack(const QUrl& file);

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QString query() const { return m_query; }
    void setQuery(const QString& query);
    QString kind() const { return m_kind; }
    void setKind(const QString& kind);
    int limit() const { return m_limit; }
    void setLimit(int limit);
    bool active() const { return m_active; }
    void setActive(bool active);
    QString edition() const { return m_edition; }
    QStringList restrictionKinds() const;

Q_SIGNALS:
    void sessionChanged();
    void queryChanged();
    void kindChanged();
    void limitChanged();
    void activeChanged();
    void editionChanged();

private:
    SessionCore* core() const;
    void refresh();
    // Saves `card` over row `row`, or the refusal.
    views::VerdictView replace(int row, const db::LibraryCard& card);

    QPointer<GameSession> m_session;
    QString m_query;
    QString m_kind;
    int m_limit = 8;
    bool m_active = true;
    bool m_stale = false;  // something changed while inactive
    QString m_edition;
    QList<db::CardRow> m_rows;
};

// What a list shows of a card, in words: "Level 10 · 3 Treasures · Undead · +5 vs Elf".
QString cardSummary(const db::LibraryCard& card);

}  // namespace arbiter::app
