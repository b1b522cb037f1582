#include "table_offers.h"

#include <QJsonArray>

#include <algorithm>

namespace arbiter::app::net {

namespace game = rules::game;
namespace mk = rules::munchkin;
using namespace Qt::StringLiterals;

namespace {

bool isPlayer(const game::GameState& state, const QString& name)
{
    return std::any_of(state.players.begin(), state.players.end(),
                       [&name](const game::Player& p) { return QString::fromStdString(p.name) == name; });
}

}  // namespace

std::optional<TableOffers::Moment> TableOffers::momentOf(const game::GameState* state, qint64 game)
{
    if (!state || !state->winners.empty() || state->current >= state->players.size())
        return std::nullopt;
    Moment moment;
    moment.game = game;
    moment.turn = state->turn;
    if (state->family == game::Family::Panic) {
        if (!state->panic || state->panic->settingUp)
            return std::nullopt;
        moment.panic = true;
        moment.to = QString::fromStdString(state->players[state->current].name);
        return moment;
    }
    // Help is asked while the fight is fought: not once it is lost, nor once someone helps.
    if (!state->combat || state->combat->runningAway || state->combat->helper)
        return std::nullopt;
    moment.to = QString::fromStdString(state->combat->fighter);
    return moment;
}

std::optional<ProtocolError> TableOffers::offer(const game::GameState& state, qint64 game,
                                                const QString& from, const QString& what, bool withdraw)
{
    const std::optional<Moment> now = momentOf(&state, game);
    if (!now)
        return ProtocolError{
            AnswerWords::tr("nothing to offer help in now: no fight before it is judged, no Panic turn"),
            u"type"_s};
    if (now->to == from)
        return ProtocolError{now->panic
                                 ? AnswerWords::tr("the current player does not make a deal with themselves")
                                 : AnswerWords::tr("the fighter does not offer to help themselves"),
                             u"type"_s};
    if (!isPlayer(state, from))
        return ProtocolError{u"%1 is not a player of this game"_s.arg(from), u"type"_s};
    if (m_moment != now) {
        m_offers.clear();
        m_moment = now;
    }
    const auto found = std::find_if(m_offers.begin(), m_offers.end(),
                                    [&from](const Offer& offer) { return offer.from == from; });
    if (withdraw) {
        if (found != m_offers.end())
            m_offers.erase(found);
        return std::nullopt;
    }
    if (found != m_offers.end()) {
        if (found->accepted)
            return ProtocolError{u"%1 already accepted this offer"_s.arg(now->to), u"type"_s};
        found->what = what;
        return std::nullopt;
    }
    m_offers.append({from, what, false});
    return std::nullopt;
}

std::variant<Offer, ProtocolError> TableOffers::accept(const game::GameState& state, qint64 game,
                                                       const QString& by, const QString& helper)
{
    const std::optional<Moment> now = momentOf(&state, game);
    if (!now || m_moment != now)
        return ProtocolError{u"%1 has no offer standing now"_s.arg(helper), u"helper"_s};
    if (!by.isEmpty() && by != now->to)
        return ProtocolError{now->panic
                                 ? AnswerWords::tr("only the current player (%1) accepts a deal").arg(now->to)
                                 : AnswerWords::tr("only the fighter (%1) accepts help").arg(now->to),
                             u"type"_s};
    const auto found = std::find_if(m_offers.begin(), m_offers.end(),
                                    [&helper](const Offer& offer) { return offer.from == helper; });
    if (found == m_offers.end())
        return ProtocolError{u"%1 has not offered: the helper offers first"_s.arg(helper), u"helper"_s};
    // A card game's help is accepted by recording it (which ends the offers); a deal stands in memory.
    if (now->panic)
        found->accepted = true;
    return *found;
}

QStringList TableOffers::dealHelpers(const game::GameState* state, qint64 game) const
{
    const std::optional<Moment> now = momentOf(state, game);
    QStringList helpers;
    if (!now || !now->panic || m_moment != now)
        return helpers;
    for (const Offer& offer : m_offers) {
        if (offer.accepted)
            helpers.append(offer.from);
    }
    return helpers;
}

std::optional<game::actions::RunAway> TableOffers::addRunAwayPart(const game::GameState& state,
                                                                  RunAwayPart part)
{
    if (!state.combat || !state.combat->helper) {
        m_runAway.clear();
        return part.action;  // nobody else rolls
    }
    m_runAway.removeIf([&part](const RunAwayPart& kept) { return kept.seat == part.seat; });
    if (m_runAway.isEmpty()) {
        m_runAway.append(std::move(part));
        return std::nullopt;
    }
    // The fighter's part says whether a Ride is sacrificed; each part brings its own side's dice.
    const bool fighterSent = QString::fromStdString(state.combat->fighter) == part.seat;
    game::actions::RunAway whole = fighterSent ? part.action : m_runAway.first().action;
    const game::actions::RunAway& other = fighterSent ? m_runAway.first().action : part.action;
    whole.rolls.insert(whole.rolls.end(), other.rolls.begin(), other.rolls.end());
    return whole;
}

QList<RunAwayPart> TableOffers::takeRunAwayParts()
{
    return std::exchange(m_runAway, {});
}

QString TableOffers::runAwayWaitingFor(const game::GameState& state, const QString& seat) const
{
    if (!state.combat || !state.combat->helper)
        return {};
    const QString fighter = QString::fromStdString(state.combat->fighter);
    return seat == fighter ? QString::fromStdString(*state.combat->helper) : fighter;
}

QList<RunAwayPart> TableOffers::prune(const game::GameState* state, qint64 game, qint64 head, bool* changed)
{
    const QJsonObject before = toJson();
    const std::optional<Moment> now = momentOf(state, game);
    if (m_moment != now) {
        m_offers.clear();
        m_moment = now;
    }
    QList<RunAwayPart> dropped;
    const bool running = state && state->combat && state->combat->runningAway;
    for (qsizetype i = m_runAway.size() - 1; i >= 0; --i) {
        if (!running || m_runAway[i].head != head)
            dropped.append(m_runAway.takeAt(i));
    }
    if (changed)
        *changed = toJson() != before;
    return dropped;
}

void TableOffers::clear()
{
    m_moment.reset();
    m_offers.clear();
    m_runAway.clear();
}

QJsonObject TableOffers::toJson() const
{
    QJsonArray offers;
    for (const Offer& offer : m_offers)
        offers.append(
            QJsonObject{{u"from"_s, offer.from}, {u"what"_s, offer.what}, {u"accepted"_s, offer.accepted}});
    QJsonArray runAwayIn;
    for (const RunAwayPart& part : m_runAway)
        runAwayIn.append(part.seat);
    return {{u"to"_s, m_moment ? QJsonValue(m_moment->to) : QJsonValue()},
            {u"offers"_s, offers},
            {u"runAwayIn"_s, runAwayIn}};
}

}  // namespace arbiter::app::net
