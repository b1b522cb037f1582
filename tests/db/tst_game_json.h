#pragma once
// The game log's JSON (db/codec/game_json.h): every action kind, the setup and the tracked state round trip
// exactly; every example of docs/actions.md reads without a problem, and every kind has one; a
// malformed action names its field; an action from a newer Arbiter is refused. The actions are tested in
// tst_game_json.cpp, the setup, the state and the verdict in tst_game_json_state.cpp.

#include <QObject>

class TestGameJson : public QObject {
    Q_OBJECT

private slots:
    void actionRoundTrip_data();
    void actionRoundTrip();
    void samplesCoverEveryKind();
    void writtenFieldsAreTheDescribedOnes();
    void docExample_data();
    void docExample();
    void docsCoverEveryKind();
    void malformedAction_data();
    void malformedAction();
    void newerFormatRefused();
    void unknownFieldsWarn();
    void optionalFieldsLeftOut();
    void setupRoundTrip();
    void malformedSetup_data();
    void malformedSetup();
    void stateRoundTrip_data();
    void stateRoundTrip();
    void malformedState_data();
    void malformedState();
    void verdict();
    void verdictBytes_data();
    void verdictBytes();
    void replaySpeed();
};
