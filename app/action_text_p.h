#pragma once
// Shared pieces of describeAction() (action_text.cpp) and its Panic half (action_text_panic.cpp).
// They read an action's JSON leniently: a missing or mistyped field gives a neutral word, never an error,
// because the history must show every stored action, even one of an older or newer format.

#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

namespace arbiter::app::action_text {

// The string at `key`, or `fallback` when it is absent, empty or not a string.
QString text(const QJsonObject& object, const QString& key, const QString& fallback = {});
// The integer at `key`, or `fallback`.
int number(const QJsonObject& object, const QString& key, int fallback = 0);
bool flag(const QJsonObject& object, const QString& key, bool fallback = false);
// The strings of the list at `key` (non-strings skipped).
QStringList names(const QJsonObject& object, const QString& key);

// "Ann", "Ann and Bob", "Ann, Bob and Cid".
QString listOf(const QStringList& items);
// "1 level", "3 levels".
QString counted(int count, const QString& singular, const QString& plural);
// "+2", "-1", "+0".
QString signedNumber(int value);

// One kind's sentence: the two halves each keep a table of these, looked up by `kind`.
using Describe = QString (*)(const QJsonObject&);
struct KindText {
    QLatin1StringView kind;
    Describe describe;
};

// The sentence for a panic-* kind; a null QString for a kind it does not know.
QString describePanicAction(const QString& kind, const QJsonObject& action);

}  // namespace arbiter::app::action_text
