// SessionCore's card library: what a recorded action teaches it, and the reads and changes a face asks
// for. The library is the file's (db/store/card_library.h); each change is announced as Area::Cards.

#include "app/core/session_core.h"

#include "db/codec/card_json.h"
#include "db/codec/game_json.h"

#include <QCoreApplication>
#include <QLoggingCategory>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

Q_DECLARE_LOGGING_CATEGORY(lcSession)

namespace {

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

// A monster entered by its Level alone, and a quick bonus played from a chip, get a plain name
// (MunchkinActions::unnamedMonster(), unnamedOneShot(), unnamedEnhancer(): same context and texts):
// such a name is no card to offer.
bool isUnnamed(const db::LibraryCard& card)
{
    const auto plainName = [](const char* text, const QString& number) {
        return QCoreApplication::translate("MunchkinActions", text).arg(number);
    };
    if (const auto* monster = std::get_if<mk::Monster>(&card.data))
        return card.name() == plainName("Level %1 monster", QString::number(monster->level));
    if (const auto* oneShot = std::get_if<db::OneShotCard>(&card.data))
        return card.name() == plainName("One-shot %1", signedNumber(oneShot->card.bonus));
    if (const auto* enhancer = std::get_if<mk::Enhancer>(&card.data))
        return card.name() == plainName("Enhancer %1", signedNumber(enhancer->bonus));
    return false;
}

db::StoreError noFile()
{
    return {db::StoreErrorKind::NotFound, SessionCore::tr("No log file is open.")};
}

}  // namespace

QString SessionCore::cardEdition() const
{
    if (!m_log || m_log->setup().family != game::Family::Munchkin)
        return {};
    return db::editionLabel(m_log->setup());
}

bool SessionCore::rememberCardOf(const game::Action& action, qint64 seq)
{
    m_cardConflict.reset();  // a question the table did not answer is not asked after another action
    const QString edition = cardEdition();
    if (edition.isEmpty())
        return false;
    const std::optional<db::LibraryCard> card = db::cardOfAction(action, edition);
    if (!card || isUnnamed(*card))
        return false;
    db::CardComparison compared;
    db::StoreResult<db::CardRow> remembered = db::CardLibrary(*m_store).remember(*card, &compared);
    if (!remembered) {
        // The action stands: a name too long for the library (or a full disk) only goes unremembered.
        qCInfo(lcSession) << "card not remembered:" << remembered.error().message;
        return false;
    }
    if (compared.merge == db::CardMerge::Different)
        m_cardConflict = CardConflict{filePath(), seq, remembered.value().id, remembered.value().card,
                                      std::move(compared.merged)};
    cardsMoved();  // this change is announced with the action, not again when the file is followed
    return true;
}

std::optional<SessionCore::CardConflict> SessionCore::cardConflict() const
{
    if (!m_cardConflict || m_cardConflict->path != filePath())
        return std::nullopt;
    return m_cardConflict;
}

SessionVerdict SessionCore::settleCardConflict(qint64 cardId, bool update)
{
    const std::optional<CardConflict> conflict = cardConflict();
    if (!conflict || conflict->cardId != cardId)
        return SessionVerdict::failure(tr("There is no question about that card any more."), u"cardId"_s);
    m_cardConflict.reset();
    if (!update)
        return SessionVerdict::done(cardId);
    return correctCard(cardId, conflict->updated);
}

bool SessionCore::cardsMoved()
{
    m_foundCards.clear();
    if (!m_store)
        return false;
    db::StoreResult<QString> now = db::CardLibrary(*m_store).fingerprint();
    if (!now || now.value() == m_cardsSeen)
        return false;
    m_cardsSeen = now.value();
    return true;
}

void SessionCore::announceCards()
{
    cardsMoved();
    qCDebug(lcSession) << "changed: cards";
    Q_EMIT changed(Area::Cards, head());
}

db::StoreResult<QList<db::CardRow>> SessionCore::findCards(const db::CardQuery& query)
{
    if (!m_store)
        return noFile();
    for (const auto& [asked, rows] : m_foundCards)
        if (asked == query)
            return rows;
    db::StoreResult<QList<db::CardRow>> found = db::CardLibrary(*m_store).find(query);
    if (found) {
        constexpr std::size_t remembered = 16;  // a few lists and the letters typed into one form
        if (m_foundCards.size() >= remembered)
            m_foundCards.erase(m_foundCards.begin());
        m_foundCards.emplace_back(query, found.value());
    }
    return found;
}

db::StoreResult<QList<db::CardRow>> SessionCore::listCards(const QString& edition,
                                                           std::optional<db::CardKind> kind)
{
    if (!m_store)
        return noFile();
    return db::CardLibrary(*m_store).list(edition, kind);
}

SessionVerdict SessionCore::saveCard(const db::LibraryCard& card)
{
    if (!m_store)
        return SessionVerdict::failure(noFile().message);
    db::StoreResult<db::CardRow> saved = db::CardLibrary(*m_store).save(card);
    if (!saved)
        return storeFailure(saved.error());
    announceCards();
    return SessionVerdict::done(saved.value().id);
}

SessionVerdict SessionCore::correctCard(qint64 id, const db::LibraryCard& card)
{
    if (!m_store)
        return SessionVerdict::failure(noFile().message);
    db::StoreResult<db::CardRow> corrected = db::CardLibrary(*m_store).correct(id, card);
    if (!corrected)
        return storeFailure(corrected.error());
    announceCards();
    return SessionVerdict::done(id);
}

SessionVerdict SessionCore::forgetCard(qint64 id)
{
    if (!m_store)
        return SessionVerdict::failure(noFile().message);
    if (std::optional<db::StoreError> error = db::CardLibrary(*m_store).forget(id))
        return storeFailure(*error);
    announceCards();
    return SessionVerdict::done(id);
}

db::StoreResult<QJsonObject> SessionCore::exportCards(const QString& edition)
{
    if (!m_store)
        return noFile();
    return db::CardLibrary(*m_store).exportPack(edition);
}

db::StoreResult<db::CardImport> SessionCore::importCards(const QByteArray& pack)
{
    if (!m_store)
        return noFile();
    db::StoreResult<db::CardImport> imported = db::CardLibrary(*m_store).importPack(pack);
    if (imported)
        announceCards();
    return imported;
}

}  // namespace arbiter::app
