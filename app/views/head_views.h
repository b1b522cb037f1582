#pragma once
// The views of the open game at its head, built once per change and shared by every face of the session:
// GameSession hands them to QML, the table server writes them as JSON for the phones. A change of the
// core (another head, another game, another file) drops them; the next reader builds them again.

#include "app/core/session_core.h"
#include "app/views/action_contexts.h"
#include "app/views/combat_view.h"
#include "app/views/legal_view.h"
#include "app/views/panic_view.h"
#include "app/views/settling_view.h"

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
    // What the referee lets the table do now, with whom a run being settled caught (legal_view.h).
    const LegalNowView& legalNow() const;
    // A lost fight until it is settled (settling_view.h).
    const SettlingView& settling() const;
    // The players' colours from the open game's setup (name -> "#rrggbb"); a player without one is absent.
    const QHash<QString, QString>& colours() const;
    // Who was acting before each action, for the words of the history (action_contexts.h).
    ActionContexts& contexts() const { return m_contexts; }

    // How many views were built since this object was made (for the test that each is built once a head).
    int builds() const { return m_builds; }

private:
    void follow(Areas areas, qint64 head);
    void forget();
    // The runners the run being settled caught, and whether each is settled yet; empty when no run is.
    std::vector<rules::game::CaughtRunner> caughtByLastRun() const;
    // The card library's Bad Stuff text for a monster of the open game's edition; "" when it has none.
    QString libraryBadStuff(const QString& monster) const;
    void buildLegalNow() const;

    SessionCore& m_core;
    mutable ActionContexts m_contexts{m_core};
    // Built when first read after a change: reading is const, building is not what the reader sees.
    mutable std::optional<CombatView> m_combat;
    mutable std::optional<PanicView> m_panic;
    mutable std::optional<LegalNowView> m_legalNow;
    mutable std::optional<SettlingView> m_settling;
    mutable std::optional<QHash<QString, QString>> m_colours;
    mutable int m_builds = 0;
};

}  // namespace arbiter::app::views
