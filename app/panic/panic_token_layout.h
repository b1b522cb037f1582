#pragma once
// Where the Monster tokens stand on the Munchkin Panic board (PanicBoard.qml's tokenLayout): tokens that
// share a space stand side by side along its ring, as far apart as their discs and name plates need.
// Screen geometry only, no rule. In C++ because the board lays its tokens out again each time its size
// changes, three times before its first frame, and the search below took milliseconds each time in
// JavaScript.

#include <QFont>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace arbiter::app {

class PanicTokenLayout : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit PanicTokenLayout(QObject* parent = nullptr);
    static PanicTokenLayout* create(QQmlEngine* engine, QJSEngine* scriptEngine);

    // `monsters`: [{id, arc, ring, ...}]; `ringInner`/`ringOuter`: ring name -> fraction of `radius`;
    // `nameLineHeight`: one line of a name plate, in pixels; `nameFont`: the plate's font (a plate is never
    // narrower than the widest word of a name it holds). Returns id -> {x, y, size, plate, lines}: the
    // disc's centre and diameter, the name plate's width (0: none) and its number of lines.
    Q_INVOKABLE static QVariantMap layout(const QVariantList& monsters, const QVariantMap& ringInner,
                                          const QVariantMap& ringOuter, qreal radius, qreal centreX,
                                          qreal centreY, int nameLineHeight, int maxNameLines,
                                          const QFont& nameFont);
};

}  // namespace arbiter::app
