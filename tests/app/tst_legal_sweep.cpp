// Only legal buttons: for 520 game states reached by seeded random legal play (the four card-game editions
// and Munchkin Panic's three modes), every action button of the table, combat, player and Panic pages is
// enabled exactly when the referee's legalNow says its action is legal now (for a per-player button: when
// legalNow lists that player). The pages are the app's own QML, bound to one GameSession that the walk
// plays through; a mismatch names the button, the state (family, seed, step, phase) and the legalNow entry.
//
// Each step picks an action from the seeded generators of tests/support (random_game.h,
// random_panic_game.h), keeps it only when the referee takes it (apply() on a copy), and records it through
// the session, as a tap would. Three kinds of check (see ButtonCheck):
//   - enabled: the button's `enabled` equals the referee's answer;
//   - implies: a form's button, which also waits for its fields (a name, the dice): enabled only when legal;
//   - highlighted: FIGHT stays tappable to reach the combat page, and is lit exactly when a fight may start.

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <memory>
#include <random>

#include "app/session/gamesession.h"
#include "rules/game/apply.h"
#include "rules/game/legal_now.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/timing.h"
#include "tests/support/random_game.h"
#include "tests/support/random_panic_game.h"

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameSession;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;
namespace mk = arbiter::rules::munchkin;
namespace pn = arbiter::rules::panic;

namespace {

// How many states each walk visits: 4 editions x 70 + 3 Panic modes x 80 = 520. Under the sanitizers, which
// look for memory errors rather than bindings and run the pages about six times slower, each walk is halved:
// its first half is the same seeded play, so nothing is seen there that the dev build does not see too.
#ifdef ARBITER_SANITIZED_BUILD
constexpr int statesPerEdition = 35;
constexpr int statesPerPanicMode = 40;
#else
constexpr int statesPerEdition = 70;
constexpr int statesPerPanicMode = 80;
#endif
// A game is left for a new one after this many actions, so several setups of each edition are seen.
constexpr int stepsPerGame = 35;
// Tries to find an action the referee takes before the walk starts a new game.
constexpr int triesPerStep = 60;

enum class Rule { Enabled, Implies, Highlighted };

// The items of a page by objectName, gathered once per state (Repeater and Loader items included).
class PageItems {
public:
    explicit PageItems(QObject* root) { gather(root); }
    QQuickItem* find(const QString& name) const { return m_items.value(name); }
    QStringList namesStartingWith(const QString& prefix) const
    {
        QStringList names;
        for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
            if (it.key().startsWith(prefix))
                names.append(it.key());
        return names;
    }

private:
    void gather(QObject* object)
    {
        if (object == nullptr || m_seen.contains(object))
            return;
        m_seen.insert(object);
        if (auto* item = qobject_cast<QQuickItem*>(object)) {
            if (!item->objectName().isEmpty() && !m_items.contains(item->objectName()))
                m_items.insert(item->objectName(), item);
            for (QQuickItem* child : item->childItems())
                gather(child);
        }
        for (QObject* child : object->children())
            gather(child);
    }

    QHash<QString, QQuickItem*> m_items;
    QSet<QObject*> m_seen;
};

struct Figures {
    int states = 0;
    int buttons = 0;
    QStringList mismatches;  // the first few, in words
    int mismatchCount = 0;
    QHash<QString, int> byButton;  // "button/kind (found)" -> how often
};

QString stateWords(const game::GameState& state)
{
    if (state.family == game::Family::Panic && state.panic)
        return u"Panic turn %1, phase %2%3%4"_s.arg(state.turn)
            .arg(QString::fromUtf8(pn::phaseName(state.panic->phase)))
            .arg(state.panic->settingUp ? u" (set-up)"_s : QString())
            .arg(state.panic->monstersMoved ? u", moved"_s : QString());
    return u"%1 turn %2, %3's %4%5"_s.arg(QString::fromUtf8(mk::profile(state.edition).id))
        .arg(state.turn)
        .arg(QString::fromStdString(state.players[state.current].name))
        .arg(QString::fromUtf8(mk::describe(state.phase).id))
        .arg(state.combat ? (state.combat->runningAway ? u", running away"_s : u", in a fight"_s)
                          : QString());
}

}  // namespace

class TestLegalSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(u"Material"_s);
        m_engine.addImportPath(u"qrc:/"_s);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_session.openFile(m_dir.filePath(u"sweep.sqlite"_s)), qPrintable(m_session.fileError()));
    }

    void cleanupTestCase()
    {
        qInfo(
            "Swept %d states (%d card game, %d Munchkin Panic), %d button checks, %d mismatches, in %lld ms",
            m_munchkin.states + m_panic.states, m_munchkin.states, m_panic.states,
            m_munchkin.buttons + m_panic.buttons, m_munchkin.mismatchCount + m_panic.mismatchCount,
            static_cast<long long>(m_elapsed.count()));
    }

    void cardGames_data()
    {
        QTest::addColumn<int>("edition");
        const std::span<const mk::EditionProfile> editions = mk::allEditions();
        for (std::size_t i = 0; i < editions.size(); ++i)
            QTest::addRow("%s", editions[i].id.data()) << static_cast<int>(i);
    }

    // The table, combat and player pages through random legal play of each edition.
    void cardGames()
    {
        QFETCH(int, edition);
        const auto started = std::chrono::steady_clock::now();
        const mk::EditionProfile& profile = mk::allEditions()[static_cast<std::size_t>(edition)];
        const unsigned seed = 2400U + static_cast<unsigned>(edition);
        std::mt19937 rng(seed);
        Figures figures;
        int states = 0;
        while (states < statesPerEdition) {
            game::GameSetup setup = arbiter::testing::randomSetup(rng);
            setup.edition = profile.edition;
            const auto made = m_session.core()->newGame(setup);
            QVERIFY2(made.legal && made.recorded,
                     made.reasons.empty() ? qPrintable(made.error) : made.reasons.front().text.c_str());
            auto table = page(u"pages/TablePage.qml"_s);
            auto combat = page(u"pages/CombatPage.qml"_s);
            auto player = page(u"pages/PlayerPage.qml"_s);
            QVERIFY(table && combat && player);
            for (int step = 0; step < stepsPerGame && states < statesPerEdition; ++step) {
                const game::GameState& state = *m_session.currentState();
                // Each state looks at one player's page, in turn.
                const std::string& shown =
                    state.players[static_cast<std::size_t>(step) % state.players.size()].name;
                player->setProperty("playerName", QString::fromStdString(shown));
                const QString where = u"seed %1 step %2 (%3)"_s.arg(seed).arg(step).arg(stateWords(state));
                checkCardGame(table.get(), combat.get(), player.get(), state, shown, where, figures);
                ++states;
                if (!state.winners.empty() || !playOn(rng, [](const game::GameState& s, std::mt19937& r) {
                        return arbiter::testing::randomAction(s, r);
                    }))
                    break;
            }
        }
        report(figures, m_munchkin, started);
    }

    void panicGames_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addRow("standard") << static_cast<int>(pn::Mode::Standard);
        QTest::addRow("more-munchkin") << static_cast<int>(pn::Mode::MoreMunchkin);
        QTest::addRow("solitaire") << static_cast<int>(pn::Mode::Solitaire);
    }

    // The Panic table page (its turn bar and the buttons that open its dialogs) through random legal play.
    void panicGames()
    {
        QFETCH(int, mode);
        const auto started = std::chrono::steady_clock::now();
        const unsigned seed = 2450U + static_cast<unsigned>(mode);
        std::mt19937 rng(seed);
        Figures figures;
        int states = 0;
        int games = 0;
        while (states < statesPerPanicMode) {
            game::GameSetup setup = arbiter::testing::randomPanicSetup(rng);
            setup.panicOptions.mode = static_cast<pn::Mode>(mode);
            setup.panicOptions.variants.lessMunchkin = games % 2 == 1;
            setup.panicOptions.variants.noWalls = games % 3 == 2;
            if (setup.panicOptions.mode == pn::Mode::Solitaire)
                setup.players.resize(1);
            if (setup.panicOptions.mode == pn::Mode::MoreMunchkin)
                for (std::size_t i = 0; i < setup.players.size(); ++i)
                    setup.players[i].character = static_cast<pn::Character>(i % 7);
            ++games;
            const auto made = m_session.core()->newGame(setup);
            QVERIFY2(made.legal && made.recorded,
                     made.reasons.empty() ? qPrintable(made.error) : made.reasons.front().text.c_str());
            auto table = page(u"pages/PanicTablePage.qml"_s);
            QVERIFY(table);
            for (int step = 0; step < stepsPerGame * 2 && states < statesPerPanicMode; ++step) {
                const game::GameState& state = *m_session.currentState();
                const QString where = u"seed %1 step %2 (%3)"_s.arg(seed).arg(step).arg(stateWords(state));
                checkPanic(table.get(), state, where, figures);
                ++states;
                if (state.panic->gameLost || !state.winners.empty()
                    || !playOn(rng, [](const game::GameState& s, std::mt19937& r) {
                           return arbiter::testing::randomPanicAction(s, r);
                       }))
                    break;
            }
        }
        report(figures, m_panic, started);
    }

private:
    // A page of the app on the session (no window: enabled and visible need none).
    std::unique_ptr<QObject> page(const QString& file)
    {
        QQmlComponent component(&m_engine, QUrl(u"qrc:/Arbiter/qml/"_s + file));
        std::unique_ptr<QObject> object(
            component.createWithInitialProperties({{u"session"_s, QVariant::fromValue(&m_session)}}));
        if (!object)
            qWarning() << component.errors();
        if (auto* item = qobject_cast<QQuickItem*>(object.get())) {
            item->setSize({1280, 800});
        }
        return object;
    }

    // Records one action the referee takes, made by `next`; false when none came in many tries.
    template <typename Next>
    bool playOn(std::mt19937& rng, Next next)
    {
        for (int attempt = 0; attempt < triesPerStep; ++attempt) {
            const game::GameState& state = *m_session.currentState();
            const game::Action action = next(state, rng);
            game::GameState copy = state;
            if (!game::apply(copy, action).legal)
                continue;
            const auto verdict = m_session.core()->perform(action);
            // A Loader made inactive deletes its item later: gone before the pages are looked at.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            if (verdict.recorded)
                return true;
        }
        return false;
    }

    arbiter::app::views::KindNowView entry(const QString& kind)
    {
        const auto known = arbiter::app::views::actionKindNamed(kind.toStdString());
        return known ? m_session.legalNow().of(*known) : arbiter::app::views::KindNowView();
    }

    bool legal(const QString& kind) { return entry(kind).available; }

    bool legalFor(const QString& kind, const QString& player)
    {
        const arbiter::app::views::KindNowView now = entry(kind);
        return now.available && now.players.contains(player);
    }

    // One button against the referee's answer; a missing button is a mismatch too (a renamed objectName).
    void check(const PageItems& items, const QString& button, const QString& kind, bool legalNow, Rule rule,
               const QString& where, Figures& figures)
    {
        ++figures.buttons;
        QQuickItem* item = items.find(button);
        QString problem;
        if (item == nullptr) {
            problem = u"is missing"_s;
        } else {
            const bool on =
                rule == Rule::Highlighted ? item->property("highlighted").toBool() : item->isEnabled();
            if (rule == Rule::Implies ? (on && !legalNow) : (on != legalNow))
                problem =
                    on ? u"is lit but the referee refuses it"_s : u"is not lit but the referee takes it"_s;
        }
        if (problem.isEmpty())
            return;
        ++figures.mismatchCount;
        ++figures.byButton[button.section(u'_', 0, 0) + u" / "_s + kind + u": "_s + problem];
        if (figures.mismatches.size() < 30) {
            const arbiter::app::views::KindNowView now = entry(kind);
            QStringList reasons;
            for (const QVariant& reason : now.reasons)
                reasons.append(reason.value<arbiter::app::views::ReasonView>().rule);
            figures.mismatches.append(
                u"%1 %2 at %3; legalNow[%4] = {available: %5, players: [%6], reasons: [%7]}"_s
                    .arg(button, problem, where, kind)
                    .arg(now.available)
                    .arg(now.players.join(u", "_s), reasons.join(u", "_s)));
        }
    }

    void checkCardGame(QObject* tablePage, QObject* combatPage, QObject* playerPage,
                       const game::GameState& state, const std::string& shown, const QString& where,
                       Figures& figures)
    {
        const PageItems table(tablePage);
        const PageItems combat(combatPage);
        const PageItems player(playerPage);
        const bool inCombat = state.combat.has_value();

        // The table: the turn's buttons, and each player's card.
        check(table, u"fightButton"_s, u"start-combat"_s, inCombat || legal(u"start-combat"_s),
              Rule::Highlighted, where, figures);
        check(table, u"charityButton"_s, u"charity"_s, legal(u"charity"_s), Rule::Enabled, where, figures);
        check(table, u"endTurnButton"_s, u"end-turn"_s, legal(u"end-turn"_s), Rule::Enabled, where, figures);
        check(table, u"nextPhaseButton"_s, u"next-phase"_s, legal(u"next-phase"_s), Rule::Enabled, where,
              figures);
        for (const game::Player& someone : state.players) {
            const QString name = QString::fromStdString(someone.name);
            checkLevel(table, name, where, figures);
            check(table, u"sell_"_s + name, u"sell-items"_s, legalFor(u"sell-items"_s, name), Rule::Enabled,
                  where, figures);
        }

        // The combat page: starting a fight, the cards played into it, the fighter's calls, the run.
        const bool startable = legal(u"start-combat"_s);
        check(combat, u"startForm"_s, u"start-combat"_s, startable, Rule::Enabled, where, figures);
        check(combat, u"startFormSubmit"_s, u"start-combat"_s, startable, Rule::Implies, where, figures);
        const bool joinable = legal(u"add-monster"_s);
        check(combat, u"addMonsterToggle"_s, u"add-monster"_s, joinable, Rule::Enabled, where, figures);
        check(combat, u"addMonsterFormSubmit"_s, u"add-monster"_s, joinable, Rule::Implies, where, figures);
        const bool oneShot = legal(u"play-one-shot"_s);
        for (const QString& form : {u"playerOneShot"_s, u"monsterOneShot"_s}) {
            check(combat, form, u"play-one-shot"_s, oneShot, Rule::Enabled, where, figures);
            check(combat, form + u"Play"_s, u"play-one-shot"_s, oneShot, Rule::Implies, where, figures);
        }
        check(combat, u"enhancer"_s, u"add-enhancer"_s, legal(u"add-enhancer"_s), Rule::Enabled, where,
              figures);
        check(combat, u"enhancerPlay"_s, u"add-enhancer"_s, legal(u"add-enhancer"_s), Rule::Implies, where,
              figures);
        if (inCombat) {
            for (std::size_t i = 0; i < state.combat->monsters.size(); ++i)
                if (!state.combat->monsters[i].eliminated)
                    check(combat, u"eliminate_%1"_s.arg(i), u"eliminate-monster"_s,
                          legal(u"eliminate-monster"_s), Rule::Enabled, where, figures);
            const QString fighter = QString::fromStdString(state.combat->fighter);
            check(combat, u"fighterBonus"_s, u"set-combat-bonus"_s, legalFor(u"set-combat-bonus"_s, fighter),
                  Rule::Enabled, where, figures);
            if (state.combat->helper)
                check(combat, u"helperBonus"_s, u"set-combat-bonus"_s,
                      legalFor(u"set-combat-bonus"_s, QString::fromStdString(*state.combat->helper)),
                      Rule::Enabled, where, figures);
            const bool resolvable = legal(u"resolve-combat"_s);
            check(combat, u"claimKill"_s, u"resolve-combat"_s, resolvable, Rule::Enabled, where, figures);
            check(combat, u"resolveButton"_s, u"resolve-combat"_s, resolvable, Rule::Enabled, where, figures);
            if (state.combat->runningAway)
                check(combat, u"recordRunAway"_s, u"run-away"_s, legal(u"run-away"_s), Rule::Implies, where,
                      figures);
        }
        // Asking for help: a button for each player the referee names, and only those, each enabled.
        for (const game::Player& someone : state.players) {
            const QString name = QString::fromStdString(someone.name);
            const QString button = u"askForHelp_"_s + name;
            QQuickItem* item = combat.find(button);
            const bool offered = item != nullptr && item->isVisible() && item->isEnabled();
            if (offered != legalFor(u"ask-for-help"_s, name) && (item != nullptr || inCombat))
                check(combat, button, u"ask-for-help"_s, legalFor(u"ask-for-help"_s, name), Rule::Enabled,
                      where, figures);
            else
                ++figures.buttons;
        }
        // Settling a lost fight: Bad Stuff only for whom the monsters caught.
        for (const QString& button :
             combat.namesStartingWith(u"settleApply_"_s) + combat.namesStartingWith(u"settleNone_"_s))
            check(combat, button, u"apply-bad-stuff"_s,
                  legalFor(u"apply-bad-stuff"_s, button.section(u'_', 1)), Rule::Implies, where, figures);

        // The player page of `shown`: their Level, their Items, a new Item.
        const QString name = QString::fromStdString(shown);
        checkLevel(player, name, where, figures);
        const game::Player* who = game::findPlayer(state, shown);
        for (const mk::Item& item : who->items)
            check(player, u"equip_"_s + QString::fromStdString(item.name), u"equip-item"_s,
                  legalFor(u"equip-item"_s, name), Rule::Implies, where, figures);
        check(player, u"itemForm"_s, u"gain-item"_s, legalFor(u"gain-item"_s, name), Rule::Enabled, where,
              figures);
        check(player, u"addItemButton"_s, u"gain-item"_s, legalFor(u"gain-item"_s, name), Rule::Implies,
              where, figures);
        checkPlayerPage(player, state, *who, where, figures);
        ++figures.states;
    }

    // The rest of the player page against the referee's playerNow(): sex, death, character cards, Rides,
    // Hirelings and Curses (a dead player's forms, say, must not be lit).
    void checkPlayerPage(const PageItems& player, const game::GameState& state, const game::Player& who,
                         const QString& where, Figures& figures)
    {
        QHash<QString, bool> may;
        for (const game::KindNow& kind : game::playerNow(state, who.name))
            may.insert(QString::fromUtf8(kind.kind.data(), static_cast<qsizetype>(kind.kind.size())),
                       kind.available);
        const auto compare = [&](const QString& button, const QString& kind, Rule rule) {
            check(player, button, kind, may.value(kind), rule, where, figures);
        };
        compare(u"sexFemale"_s, u"set-sex"_s, Rule::Enabled);
        compare(u"sexMale"_s, u"set-sex"_s, Rule::Enabled);
        if (!who.dead)
            compare(u"dieButton"_s, u"die"_s, Rule::Enabled);
        compare(u"gearModeSwitch"_s, u"set-gear"_s, Rule::Enabled);
        compare(u"gearDown"_s, u"set-gear"_s, Rule::Enabled);
        compare(u"gearUp"_s, u"set-gear"_s, Rule::Enabled);
        compare(u"cardField"_s, u"play-character-card"_s, Rule::Enabled);
        compare(u"playCardButton"_s, u"play-character-card"_s, Rule::Implies);
        for (const QString& button : player.namesStartingWith(u"discard_"_s))
            compare(button, u"discard-character-card"_s, Rule::Enabled);
        for (const QString& key : {u"ride"_s, u"hireling"_s, u"curse"_s}) {
            compare(key + u"Name"_s, u"gain-"_s + key, Rule::Enabled);
            compare(u"add_"_s + key, u"gain-"_s + key, Rule::Implies);
            for (const QString& button : player.namesStartingWith(u"remove_"_s + key + u"_"_s))
                compare(button, u"lose-"_s + key, Rule::Enabled);
        }
    }

    // A player's "−" and "+": together offered exactly when legalNow lists the player for change-level.
    void checkLevel(const PageItems& items, const QString& name, const QString& where, Figures& figures)
    {
        QQuickItem* down = items.find(u"levelDown_"_s + name);
        QQuickItem* up = items.find(u"levelUp_"_s + name);
        const bool either = (down != nullptr && down->isEnabled()) || (up != nullptr && up->isEnabled());
        const bool legalNow = legalFor(u"change-level"_s, name);
        if (down == nullptr || either != legalNow)
            check(items, u"levelDown_"_s + name, u"change-level"_s, legalNow, Rule::Enabled, where, figures);
        else
            ++figures.buttons;
        if (up == nullptr)
            check(items, u"levelUp_"_s + name, u"change-level"_s, legalNow, Rule::Enabled, where, figures);
        else
            ++figures.buttons;
    }

    void checkPanic(QObject* tablePage, const game::GameState& state, const QString& where, Figures& figures)
    {
        checkMonsterMenu(tablePage, state, where, figures);
        const PageItems table(tablePage);
        check(table, u"panicPlaceButton"_s, u"panic-place-monster"_s,
              legal(u"panic-place-monster"_s) || legal(u"panic-draw-curse"_s), Rule::Enabled, where, figures);
        if (table.find(u"panicDrawButton"_s) != nullptr)
            check(table, u"panicDrawButton"_s, u"panic-discard-draw"_s, legal(u"panic-discard-draw"_s),
                  Rule::Enabled, where, figures);
        check(table, u"panicCharityButton"_s, u"panic-charity"_s, legal(u"panic-charity"_s), Rule::Enabled,
              where, figures);
        check(table, u"panicSleepButton"_s, u"panic-sleep"_s, legal(u"panic-sleep"_s), Rule::Enabled, where,
              figures);
        check(table, u"panicMoveButton"_s, u"panic-move-monsters"_s, legal(u"panic-move-monsters"_s),
              Rule::Enabled, where, figures);
        check(table, u"panicCardsButton"_s, u"panic-special-card"_s, legal(u"panic-special-card"_s),
              Rule::Enabled, where, figures);
        check(table, u"panicNextButton"_s, u"panic-next-phase"_s, legal(u"panic-next-phase"_s), Rule::Enabled,
              where, figures);
        check(table, u"panicEndTurnButton"_s, u"end-turn"_s, legal(u"end-turn"_s), Rule::Enabled, where,
              figures);
        ++figures.states;
    }

    // The menu of the first Monster on the board: a choice whose action is known (Glue, Out to Lunch, a
    // card that moves it to a known space) is lit exactly when the referee takes that action; the others
    // exactly when their kind may be played now.
    void checkMonsterMenu(QObject* tablePage, const game::GameState& state, const QString& where,
                          Figures& figures)
    {
        if (state.panic->board.monsters.empty())
            return;
        const pn::BoardMonster& monster = state.panic->board.monsters.front();
        const QString id = QString::fromStdString(monster.id);
        QVERIFY(QMetaObject::invokeMethod(tablePage, "openMenu", Q_ARG(QVariant, QVariant(id)),
                                          Q_ARG(QVariant, QVariant())));
        const auto takes = [&state](const game::Action& action) {
            game::GameState copy = state;
            return game::apply(copy, action).legal;
        };
        const auto moveTo = [&](const char* by, pn::Ring ring) {
            return takes(game::actions::PanicMoveMonster{monster.id, by, monster.arc, ring, std::nullopt});
        };
        const PageItems menu(tablePage);
        const struct {
            const char* choice;
            const char* kind;
            bool legal;
        } choices[] = {
            {"hit", "panic-hit", legal(u"panic-hit"_s)},
            {"Wizard", "panic-move-monster", legal(u"panic-move-monster"_s)},
            {"Wandering Monster", "panic-move-monster", legal(u"panic-move-monster"_s)},
            {"Cotion of Ponfusion", "panic-move-monster", moveTo("Cotion of Ponfusion", pn::Ring::Swordsman)},
            {"Drive Him Back!", "panic-move-monster", moveTo("Drive Him Back!", pn::Ring::Forest)},
            {"glue", "panic-glue", takes(game::actions::PanicGlue{monster.id})},
            {"out-to-lunch", "panic-remove-monster",
             takes(game::actions::PanicRemoveMonster{monster.id, "Out to Lunch"})},
        };
        for (const auto& choice : choices)
            check(menu, u"monsterMenu_"_s + QString::fromUtf8(choice.choice), QString::fromUtf8(choice.kind),
                  choice.legal, Rule::Enabled, where, figures);
        QObject* dialog = tablePage->property("panicMonsterMenu").value<QObject*>();
        QVERIFY(dialog);
        QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
    }

    void report(const Figures& figures, Figures& total, std::chrono::steady_clock::time_point started)
    {
        const auto took =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
        m_elapsed += took;
        total.states += figures.states;
        total.buttons += figures.buttons;
        total.mismatchCount += figures.mismatchCount;
        qInfo("%s: %d states, %d button checks, %d mismatches, %lld ms", QTest::currentDataTag(),
              figures.states, figures.buttons, figures.mismatchCount, static_cast<long long>(took.count()));
        for (auto it = figures.byButton.cbegin(); it != figures.byButton.cend(); ++it)
            qInfo("  %4d x %s", it.value(), qPrintable(it.key()));
        QVERIFY2(figures.mismatchCount == 0, qPrintable(figures.mismatches.join(u"\n"_s)));
    }

    QTemporaryDir m_dir;
    QQmlEngine m_engine;
    GameSession m_session;
    Figures m_munchkin;
    Figures m_panic;
    std::chrono::milliseconds m_elapsed{0};
};

QTEST_MAIN(TestLegalSweep)
#include "tst_legal_sweep.moc"
