// The table server's offers, deals and run-away dice (docs/phones.md, "Offers"): who may name a helper is
// the table's word, kept in TableOffers, never a phone's own field.

#include "app/views/gadget_json.h"
#include "app/views/verdict_view.h"
#include "table_client.h"
#include "table_server.h"

namespace arbiter::app::net {

namespace game = rules::game;
using namespace Qt::StringLiterals;

namespace {

QJsonObject notRecorded(const QString& error, const QString& field)
{
    return {{u"legal"_s, false},
            {u"recorded"_s, false},
            {u"reasons"_s, QJsonArray()},
            {u"error"_s, error},
            {u"field"_s, field}};
}

}  // namespace

void TableServer::offer(Client& client, const ClientMessage& message)
{
    const i18n::ScopedLanguage words(wordsFor(client));
    if (client.seat.isEmpty()) {
        sendError(client, {AnswerWords::tr("pick a seat before offering"), u"type"_s});
        return;
    }
    const qint64 game = m_core.hasGame() ? m_core.game()->id() : 0;
    if (!m_core.state()) {
        sendError(client, {AnswerWords::tr("no game is open on the tablet"), u"type"_s});
        return;
    }
    if (auto problem = m_offers.offer(*m_core.state(), game, client.seat, message.what, message.withdraw)) {
        sendError(client, *problem);
        return;
    }
    sendOffers();
}

void TableServer::acceptFrom(Client& client, const ClientMessage& message)
{
    const i18n::ScopedLanguage words(wordsFor(client));
    if (client.seat.isEmpty()) {
        sendError(client, {AnswerWords::tr("pick a seat before accepting"), u"type"_s});
        return;
    }
    for (const auto& [id, result] : m_answers.value(client.seat)) {
        if (id == message.id) {
            send(client, result);  // a repeated request: answered, not done again
            return;
        }
    }
    if (!m_core.state()) {
        answer(client, message.id, notRecorded(AnswerWords::tr("no game is open on the tablet"), {}), false);
        return;
    }
    const auto accepted =
        m_offers.accept(*m_core.state(), m_core.game()->id(), client.seat, message.helper.trimmed());
    if (const auto* problem = std::get_if<ProtocolError>(&accepted)) {
        answer(client, message.id, notRecorded(problem->error, problem->field), false);
        return;
    }
    const QJsonObject result = putIntoEffect(std::get<Offer>(accepted));
    answer(client, message.id, result, true);
}

QString TableServer::acceptOffer(const QString& helper)
{
    if (!m_core.state())
        return tr("No game is open.");
    const auto accepted = m_offers.accept(*m_core.state(), m_core.game()->id(), {}, helper);
    if (const auto* problem = std::get_if<ProtocolError>(&accepted))
        return problem->error;
    const QJsonObject result = putIntoEffect(std::get<Offer>(accepted));
    if (!result.value(u"legal"_s).toBool())
        return result.value(u"error"_s).toString(u"The referee refused the help."_s);
    return {};
}

QJsonObject TableServer::putIntoEffect(const Offer& accepted)
{
    const game::GameState& state = *m_core.state();
    if (state.family == game::Family::Panic) {
        // A deal is the table's agreement, not an action: it lets Hits name this helper this turn.
        sendOffers();
        return {
            {u"legal"_s, true}, {u"recorded"_s, false}, {u"accepted"_s, true}, {u"reasons"_s, QJsonArray()}};
    }
    const SessionVerdict verdict =
        performForTable(game::Action(game::actions::AskForHelp{accepted.from.toStdString()}));
    QJsonObject result = views::jsonOf(views::verdictView(verdict));
    result.insert(u"accepted"_s, verdict.recorded);
    return result;
}

void TableServer::runAway(Client& client, const QString& id, const game::actions::RunAway& part)
{
    const game::GameState& state = *m_core.state();
    const std::optional<game::actions::RunAway> whole =
        m_offers.addRunAwayPart(state, {client.seat, id, m_core.head(), part});
    if (!whole) {
        const QString other = m_offers.runAwayWaitingFor(state, client.seat);
        answer(
            client, id,
            {{u"legal"_s, true}, {u"recorded"_s, false}, {u"reasons"_s, QJsonArray()}, {u"waiting"_s, other}},
            false);
        sendOffers();
        return;
    }
    // Taken before the run is recorded: the change it makes would otherwise drop them as stale.
    const QList<RunAwayPart> others = m_offers.takeRunAwayParts();
    const SessionVerdict verdict = performForTable(game::Action(*whole));
    QJsonObject result = views::jsonOf(views::verdictView(verdict));
    for (const RunAwayPart& other : others) {
        if (other.seat != client.seat)
            answerSeat(other.seat, other.requestId, result);
    }
    answer(client, id, result, !verdict.failed());
    if (!others.isEmpty())
        sendOffers();
}

void TableServer::answerSeat(const QString& seat, const QString& id, const QJsonObject& result)
{
    QJsonObject message = result;
    message.insert(u"type"_s, u"result"_s);
    message.insert(u"id"_s, id);
    auto& answers = m_answers[seat];
    answers.append({id, message});
    if (answers.size() > answersKept)
        answers.removeFirst();
    const QString text = textOf(message);
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->seat == seat)
            deliver(*client, text);
    }
}

void TableServer::afterChange()
{
    bool changed = false;
    const QList<RunAwayPart> dropped =
        m_offers.prune(m_core.state(), m_core.hasGame() ? m_core.game()->id() : 0, m_core.head(), &changed);
    const game::GameState* state = m_core.state();
    const bool stillRunning = state && state->combat && state->combat->runningAway;
    for (const RunAwayPart& part : dropped) {
        answerSeat(
            part.seat, part.requestId,
            notRecorded(stillRunning ? u"the game moved on before both sides' dice were in: look again "
                                       u"and enter them again"_s
                                     : u"the run was settled before both sides' dice were in (on the "
                                       u"tablet?): look at the table as it is"_s,
                        u"against"_s));
    }
    if (changed || !dropped.isEmpty())
        sendOffers();
}

void TableServer::sendOffers()
{
    QJsonObject message = m_offers.toJson();
    message.insert(u"type"_s, u"offers"_s);
    const QString text = textOf(message);
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->greeted)
            deliver(*client, text);
    }
    Q_EMIT offersChanged();
}

}  // namespace arbiter::app::net
