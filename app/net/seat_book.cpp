#include "seat_book.h"

#include <QJsonValue>
#include <QRandomGenerator>

#include <array>

namespace arbiter::app::net {

using namespace Qt::StringLiterals;

QString randomToken()
{
    std::array<quint32, 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    QString token;
    for (quint32 word : words)
        token += u"%1"_s.arg(word, 8, 16, QLatin1Char('0'));
    return token;
}

namespace {

// Compares every character, so how long a wrong guess takes says nothing about the right one.
bool sameSecret(const QString& a, const QString& b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    ushort difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= a.at(i).unicode() ^ b.at(i).unicode();
    return difference == 0;
}

bool looksLikeToken(const QString& text)
{
    if (text.size() != 32)
        return false;
    for (QChar c : text) {
        if (!c.isDigit() && !(c >= u'a' && c <= u'f'))
            return false;
    }
    return true;
}

}  // namespace

SeatBook SeatBook::fresh()
{
    SeatBook book;
    book.m_code = randomToken();
    return book;
}

SeatBook SeatBook::fromJson(const QJsonObject& saved)
{
    SeatBook book;
    const QString code = saved.value("code"_L1).toString();
    if (!looksLikeToken(code))
        return book;
    book.m_code = code;
    const QJsonObject seats = saved.value("seats"_L1).toObject();
    for (auto it = seats.begin(); it != seats.end(); ++it) {
        const QString token = it.value().toString();
        if (!it.key().isEmpty() && looksLikeToken(token))
            book.m_tokens.insert(it.key(), token);
    }
    return book;
}

QJsonObject SeatBook::toJson() const
{
    if (isEmpty())
        return {};
    QJsonObject seats;
    for (auto it = m_tokens.begin(); it != m_tokens.end(); ++it)
        seats.insert(it.key(), it.value());
    return {{"code"_L1, m_code}, {"seats"_L1, seats}};
}

bool SeatBook::isCode(const QString& code) const
{
    return sameSecret(code, m_code);
}

QString SeatBook::tokenFor(const QString& player)
{
    auto found = m_tokens.find(player);
    if (found == m_tokens.end())
        found = m_tokens.insert(player, randomToken());
    return found.value();
}

QString SeatBook::playerOf(const QString& token) const
{
    for (auto it = m_tokens.begin(); it != m_tokens.end(); ++it) {
        if (sameSecret(token, it.value()))
            return it.key();
    }
    return {};
}

void SeatBook::takeBack(const QString& player)
{
    m_tokens.remove(player);
}

}  // namespace arbiter::app::net
