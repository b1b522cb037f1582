// A phone's preview of Move Monsters or a Curse token (docs/phones.md, "preview"): what would move and which
// questions are still open, from the same typed view as the tablet's preview panel (views::movePreviewView),
// so the player answers each one on the phone and then sends the action with its choices. Nothing is
// recorded, and only the phone that asked gets the answer.

#include "app/views/gadget_json.h"
#include "app/views/preview_view.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "table_client.h"
#include "table_server.h"

#include <QJsonArray>

namespace arbiter::app::net {

namespace game = rules::game;
using namespace Qt::StringLiterals;

void TableServer::sendPreview(Client& client, const ClientMessage& message)
{
    const i18n::ScopedLanguage words(wordsFor(client));  // the events and reasons in the phone's language
    if (client.seat.isEmpty()) {
        sendError(client, {AnswerWords::tr("pick a seat before acting"), u"type"_s});
        return;
    }
    const auto refuse = [&](const QString& error, const QString& field) {
        send(client, {{u"type"_s, u"preview"_s},
                      {u"id"_s, message.id},
                      {u"head"_s, m_core.head()},
                      {u"legal"_s, false},
                      {u"reasons"_s, QJsonArray()},
                      {u"events"_s, QJsonArray()},
                      {u"pending"_s, QJsonArray()},
                      {u"error"_s, error},
                      {u"field"_s, field}});
    };
    if (!m_core.hasGame()) {
        refuse(AnswerWords::tr("no game is open on the tablet"), {});
        return;
    }
    const auto read = readAction(message.action);
    if (const auto* issue = std::get_if<db::FieldIssue>(&read)) {
        refuse(issue->message, issue->field);
        return;
    }
    const std::optional<game::Action> action = std::get<game::Action>(read);
    // Only what the tablet previews on its board; a page asking for another kind is broken (English).
    if (!action->getIf<game::actions::PanicMoveMonsters>()
        && !action->getIf<game::actions::PanicDrawCurse>()) {
        refuse(u"only panic-move-monsters and panic-draw-curse are previewed"_s, u"action.kind"_s);
        return;
    }
    const QStringList dealHelpers = m_offers.dealHelpers(m_core.state(), m_core.game()->id());
    if (const std::optional<ProtocolError> notYours =
            phoneMayAct(*action, *m_core.state(), client.seat, dealHelpers)) {
        refuse(notYours->error, notYours->field);
        return;
    }
    const views::MovePreviewView preview = views::movePreviewView(m_core, *action);
    const QJsonObject move = views::jsonOf(preview.move);
    send(client, {{u"type"_s, u"preview"_s},
                  {u"id"_s, message.id},
                  {u"head"_s, m_core.head()},
                  {u"legal"_s, preview.legal},
                  {u"reasons"_s, views::jsonOf(QVariant(preview.reasons))},
                  {u"events"_s, move.value("events"_L1)},
                  {u"pending"_s, move.value("pending"_L1)},
                  {u"towersLeft"_s, move.value("towersLeft"_L1)},
                  {u"gameLost"_s, move.value("gameLost"_L1)},
                  {u"error"_s, preview.error},
                  {u"field"_s, preview.field}});
}

}  // namespace arbiter::app::net
