#pragma once
// The views of the open game at its head, built once per change and shared by every face of the session:
// GameSession hands them to QML, the table server writes them as JSON for the phones. A change of the
// core (another head, another game, another file) drops them; the next reader builds them again.

#include "app/core/session_core.h"
#include "app/views/combat_view.h"
#include "app/views/panic_view.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <optional>

namespace arbiter::app::views {

class HeadViews : public QObject {
    Q_OBJECT

public:
    // Created before the faces that read it, so that it hears of each change of `core` first.
    explicit HeadViews(SessionCore& core, QObject* parent = nullptr);

    const CombatView& combat() const;
    const PanicView& panic() const;
    // The players' colours from the open game's setup (name -> "#rrggbb"); a player without one is absent.
    const QHash<QString, QString>& colours() const;

    // How many views were built since this object was made (for the test that each is built once a head).
    int builds() const { return m_builds; }

private:
    void forget();

    SessionCore& m_core;
    // Built when first read after a change: reading is const, building is not what the reader sees.
    mutable std::optional<CombatView> m_combat;
    mutable std::optional<PanicView> m_panic;
    mutable std::optional<QHash<QString, QString>> m_colours;
    mutable int m_builds = 0;
};

}  // namespace arbiter::app::views
