// Timing: "When You May Take Actions" (any time / not in combat / own turn), and trading Items.

#include "rules_test_support.h"

#include "rules/munchkin/timing.h"

#include <QTest>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::TimedAction)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::TimingContext)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::Trade)

namespace {

TimingContext context(bool ownTurn, bool inCombat, bool runningAway = false, bool partnerInCombat = false)
{
    TimingContext c;
    c.ownTurn = ownTurn;
    c.inCombat = inCombat;
    c.runningAway = runningAway;
    c.partnerInCombat = partnerInCombat;
    return c;
}

// The situations a table sees, named for the rows.
struct Situation {
    const char* name;
    TimingContext context;
};

const Situation ownCalm{"own turn, no combat", context(true, false)};
const Situation ownCombat{"own turn, in combat", context(true, true)};
const Situation ownRunning{"own turn, running away", context(true, false, true)};
const Situation otherCalm{"another's turn, no combat", context(false, false)};
const Situation otherCombat{"another's turn, helping in combat", context(false, true)};
const Situation partnerBusy{"own turn, partner in combat", context(true, false, false, true)};

const Situation allSituations[] = {ownCalm, ownCombat, ownRunning, otherCalm, otherCombat};

Trade trade()
{
    return Trade{};
}

}  // namespace

class TestTiming : public QObject {
    Q_OBJECT

private slots:
    void timing_data();
    void timing();
    void trading_data();
    void trading();
};

void TestTiming::timing_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<TimedAction>("action");
    QTest::addColumn<TimingContext>("context");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");  // cited; empty when the row does not fix it

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        const auto row = [&id, e](const char* action, const Situation& s, TimedAction a, bool legal,
                                  const char* rule) {
            QTest::addRow("%s: %s, %s", id.constData(), action, s.name)
                << e << a << s.context << legal << rule;
        };

        // "You may perform these actions at any time: Discard a Class or Race. Play a Go Up a Level or
        // Hireling. Play a Curse."
        for (const Situation& s : allSituations) {
            row("discard a character card", s, TimedAction::DiscardCharacterCard, true, "timing.any-time");
            row("Go Up a Level", s, TimedAction::PlayGoUpALevel, true, "timing.any-time");
            row("Curse", s, TimedAction::PlayCurse, true, "timing.any-time");
            if (p.hasHirelings)
                row("Hireling", s, TimedAction::PlayHireling, true, "timing.any-time");
            // Nightmare: "Play a Go Up a Level or Ride" at any time; a Ride may be played "even during
            // combat".
            if (p.hasRides)
                row("Ride", s, TimedAction::PlayRide, true, "");
        }
        if (!p.hasHirelings)
            row("Hireling", ownCalm, TimedAction::PlayHireling, false, "character.edition-cards");
        if (!p.hasRides)
            row("Ride", ownCalm, TimedAction::PlayRide, false, "");

        // "at any time, as long as you are not in combat: ... Change which Items you have equipped. Play a
        // card that you have just received"; "You may not alter the status of your Items during a combat or
        // while running away."
        row("change equipped Items", ownCalm, TimedAction::ChangeEquipped, true, "");
        row("change equipped Items", otherCalm, TimedAction::ChangeEquipped, true, "");
        row("change equipped Items", ownCombat, TimedAction::ChangeEquipped, false,
            "equip.no-change-in-combat");
        row("change equipped Items", ownRunning, TimedAction::ChangeEquipped, false,
            "equip.no-change-in-combat");
        row("change equipped Items", otherCombat, TimedAction::ChangeEquipped, false,
            "equip.no-change-in-combat");
        row("a card just received", ownCalm, TimedAction::PlayJustReceived, true, "timing.just-received");
        row("a card just received", otherCalm, TimedAction::PlayJustReceived, true, "timing.just-received");
        row("a card just received", ownCombat, TimedAction::PlayJustReceived, false, "timing.not-in-combat");
        row("a card just received", otherCombat, TimedAction::PlayJustReceived, false,
            "timing.not-in-combat");

        // "On your own turn: Play a new Class or Race card (at any time). Sell Items for levels (except when
        // you are in combat). Play an Item (most Items cannot be played during combat, but some one-shot
        // Items can)."
        row("a character card", ownCalm, TimedAction::PlayCharacterCard, true, "timing.own-turn");
        row("a character card", ownCombat, TimedAction::PlayCharacterCard, true, "timing.own-turn");
        row("a character card", otherCalm, TimedAction::PlayCharacterCard, false, "timing.own-turn");
        row("sell Items", ownCalm, TimedAction::SellItems, true, "");
        row("sell Items", otherCalm, TimedAction::SellItems, false, "sell.own-turn");
        row("sell Items", ownCombat, TimedAction::SellItems, false, "sell.not-in-combat");
        row("sell Items", ownRunning, TimedAction::SellItems, false, "sell.not-in-combat");
        row("an Item", ownCalm, TimedAction::PlayItem, true, "");
        row("an Item", otherCalm, TimedAction::PlayItem, false, "");
        row("an Item", ownCombat, TimedAction::PlayItem, false, "");
        row("a one-shot", ownCalm, TimedAction::PlayOneShot, true, "");
        row("a one-shot", ownCombat, TimedAction::PlayOneShot, true, "");
        row("a one-shot", otherCombat, TimedAction::PlayOneShot, true, "");
        row("a one-shot", otherCalm, TimedAction::PlayOneShot, false, "");

        // "Trade an Item with another player (the other player may not be in combat, either)."
        row("trade an Item", ownCalm, TimedAction::TradeItem, true, "");
        row("trade an Item", otherCalm, TimedAction::TradeItem, true, "");
        row("trade an Item", ownCombat, TimedAction::TradeItem, false, "trade.not-in-combat");
        row("trade an Item", otherCombat, TimedAction::TradeItem, false, "trade.not-in-combat");
        row("trade an Item", partnerBusy, TimedAction::TradeItem, false, "trade.not-in-combat");
    }
}

void TestTiming::timing()
{
    QFETCH(Edition, edition);
    QFETCH(TimedAction, action);
    QFETCH(TimingContext, context);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const arbiter::rules::Verdict verdict = checkTiming(profile(edition), action, context);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(verdict, rule);
    if (!legal)
        QVERIFY2(!verdict.reasons.empty(), "a refusal must name its rule");
}

void TestTiming::trading_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Trade>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QStringList>("cites");

    // "You may trade Items (but no other cards) ... only Items from the table - not from your hand ... at any
    // time except when you or your trading partner are in combat"; Nightmare: "you may not trade a Ride".
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        Trade fromHand = trade();
        fromHand.itemsInPlay = false;
        Trade notItems = trade();
        notItems.onlyItems = false;
        Trade traderBusy = trade();
        traderBusy.traderInCombat = true;
        Trade partnerInCombat = trade();
        partnerInCombat.partnerInCombat = true;
        Trade everythingWrong = fromHand;
        everythingWrong.onlyItems = false;
        everythingWrong.traderInCombat = true;

        QTest::addRow("%s: Items on the table", id.constData()) << e << trade() << true << QStringList{};
        QTest::addRow("%s: from a hand", id.constData())
            << e << fromHand << false << QStringList{"trade.from-table"};
        QTest::addRow("%s: not an Item", id.constData())
            << e << notItems << false << QStringList{"trade.items-only"};
        QTest::addRow("%s: trader in combat", id.constData())
            << e << traderBusy << false << QStringList{"trade.not-in-combat"};
        QTest::addRow("%s: partner in combat", id.constData())
            << e << partnerInCombat << false << QStringList{"trade.not-in-combat"};
        QTest::addRow("%s: every fault named", id.constData())
            << e << everythingWrong << false << QStringList{};
        if (p.hasRides) {
            Trade ride = trade();
            ride.includesRide = true;
            QTest::addRow("%s: a Ride", id.constData())
                << e << ride << false << QStringList{"trade.no-rides"};
        }
    }
}

void TestTiming::trading()
{
    QFETCH(Edition, edition);
    QFETCH(Trade, request);
    QFETCH(bool, legal);
    QFETCH(QStringList, cites);

    const arbiter::rules::Verdict verdict = checkTrade(profile(edition), request);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    ARBITER_VERIFY_CITES_ALL(verdict, cites);
}

QTEST_APPLESS_MAIN(TestTiming)
#include "tst_timing.moc"
