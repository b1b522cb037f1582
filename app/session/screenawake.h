#pragma once
// Keeps the tablet's screen on while a game is open: a tablet lying on the table must not dim and lock
// in the middle of a fight. It asks the desktop's screen saver through the freedesktop ScreenSaver
// interface on the session bus (Inhibit, then UnInhibit with the cookie it gave), and releases it when
// told to (the Games page) and when it is destroyed (the app exits). Where there is no session bus or no
// screen saver service, `error` says so and nothing else happens.

#include <QObject>
#include <QString>
#include <QTimer>
#include <qqmlregistration.h>

#include <optional>

namespace arbiter::app {

class ScreenAwake : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Whether the screen should stay on: the window binds it to "a game is open, not on the Games page".
    Q_PROPERTY(bool keepAwake READ keepAwake WRITE setKeepAwake NOTIFY keepAwakeChanged)
    // Whether the screen saver granted it (its cookie is held).
    Q_PROPERTY(bool held READ held NOTIFY stateChanged)
    // Why it could not keep the screen on (no session bus, no screen saver); empty when it could.
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)

public:
    static constexpr const char* service = "org.freedesktop.ScreenSaver";
    static constexpr const char* path = "/org/freedesktop/ScreenSaver";
    static constexpr const char* interface = "org.freedesktop.ScreenSaver";

    explicit ScreenAwake(QObject* parent = nullptr);
    ~ScreenAwake() override;

    bool keepAwake() const { return m_keepAwake; }
    void setKeepAwake(bool keep);
    bool held() const { return m_cookie.has_value(); }
    static constexpr int askDelayMsForTests() { return askDelayMs; }
    QString error() const { return m_error; }

Q_SIGNALS:
    void keepAwakeChanged();
    void stateChanged();

private:
    void inhibit();
    void release(bool wait);
    void setError(const QString& error);

    // The screen saver is asked a moment after keepAwake turns on: the session bus is then connected
    // after the first frame, not in the way of it (nothing dims in a second).
    static constexpr int askDelayMs = 1000;
    QTimer m_ask;
    bool m_keepAwake = false;
    bool m_asking = false;  // an Inhibit call is on its way
    std::optional<uint> m_cookie;
    QString m_error;
};

}  // namespace arbiter::app
