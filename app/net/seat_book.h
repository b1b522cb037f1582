#pragma once
// Who may sit where: the invitation's code, and one random token per seat handed to a phone. A phone
// that shows a token acts for that seat and no other. The book is plain data, so the tablet keeps it with
// its settings and phones go back to their seats after the app restarts.

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace arbiter::app::net {

class SeatBook {
public:
    // A new invitation: a fresh code, no seat handed out.
    static SeatBook fresh();
    // A book kept by toJson(); an empty book when `saved` is not one.
    static SeatBook fromJson(const QJsonObject& saved);
    QJsonObject toJson() const;

    bool isEmpty() const { return m_code.isEmpty(); }
    // What the invitation's QR code carries: whoever shows it may claim a free seat.
    QString code() const { return m_code; }
    bool isCode(const QString& code) const;

    // The seat's token, made now if the seat has none (the tablet hands the seat out).
    QString tokenFor(const QString& player);
    // The seat a token stands for; empty when it is nobody's.
    QString playerOf(const QString& token) const;
    // Whether a phone holds the seat's token.
    bool isTaken(const QString& player) const { return m_tokens.contains(player); }
    // The seat is free again: its token stops working.
    void takeBack(const QString& player);
    QStringList takenSeats() const { return m_tokens.keys(); }

private:
    QString m_code;
    QHash<QString, QString> m_tokens;  // player -> token
};

// 128 random bits from the system's generator, as 32 hex digits.
QString randomToken();

}  // namespace arbiter::app::net
