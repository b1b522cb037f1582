// Requests every Panic check must answer, each with the values the Munchkin Panic rulebook gives: the
// sample turn (Joan's game) where it covers the case, the rules' own numbers elsewhere. Standard arc
// colours: red 1-2, green 3-4, blue 5-6.

#include "panic_codec_rows.h"

#include <QTest>

namespace panic_codec {

QByteArray request(const char* check, const QByteArray& fields)
{
    return R"({"check":"panic.)" + QByteArray(check) + R"(","edition":"panic",)" + fields + '}';
}

QByteArray board(const QByteArray& monsters, const QByteArray& extra)
{
    return R"("board":{"monsters":[)" + monsters + ']' + (extra.isEmpty() ? QByteArray() : ',' + extra) + '}';
}

void addAnswerColumns()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expect");
    QTest::addColumn<QStringList>("cites");
    QTest::addColumn<QStringList>("absent");
}

namespace {

void row(const char* name, const QByteArray& request, const QByteArray& expect, const QStringList& cites = {},
         const QStringList& absent = {})
{
    QTest::newRow(name) << request << expect << cites << absent;
}

QByteArray hit(const QByteArray& monsters, const QByteArray& fields, const QByteArray& boardExtra = {})
{
    return request("hit", board(monsters, boardExtra) + ',' + fields);
}

const QByteArray netTroll3 = R"({"id":"nt","name":"Net Troll","arc":1,"ring":"swordsman","health":3})";
const QByteArray netTroll1 = R"({"id":"nt","name":"Net Troll","arc":1,"ring":"swordsman","health":1})";
const QByteArray pitBullSwordsman = R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"swordsman"})";

}  // namespace

void addHitRows()
{
    row("hit: Blue Knight and Boots of Butt-Kicking slay the Gazebo (sample turn)",
        hit(R"({"id":"gz","name":"Gazebo","arc":5,"ring":"knight","health":3,"points":3})",
            R"("target":"gz","attack":[{"card":"Blue Knight","weapon":"Boots of Butt-Kicking"}])"),
        R"({"legal":true,"target":"gz","damage":3,"healthAfter":0,"slain":true,"trophyPoints":3,"treasures":1,
            "helperTreasures":0,"enhancerTreasures":0,
            "cards":[{"card":"Blue Knight","weapons":["Boots of Butt-Kicking"],"damage":3,"legal":true}],
            "board":{"monsters":[],"towers":[1,2,3,4,5,6],"walls":[1,2,3,4,5,6],"fortified":[]}})",
        {"panic.hit-ring-colour", "panic.hit-weapon-bonus"});
    row("hit: Any Color Swordsman and Spiky Knees slay the Large Angry Chicken (sample turn)",
        hit(R"({"id":"ch","name":"Large Angry Chicken","arc":3,"ring":"swordsman"})",
            R"("target":"ch","attack":[{"card":"Any Color Swordsman","weapon":"Spiky Knees"}])"),
        R"({"legal":true,"damage":2,"healthAfter":0,"slain":true,"trophyPoints":2,"treasures":1})",
        {"panic.hit-any-color"});
    row("hit: Blue Archer takes 1 from the Shrieking Geek (sample turn)",
        hit(R"({"id":"sg","name":"Shrieking Geek","arc":6,"ring":"archer"})",
            R"("target":"sg","attack":[{"card":"Blue Archer"}])"),
        R"({"legal":true,"damage":1,"healthAfter":2,"slain":false,"trophyPoints":0,"treasures":0,
            "board":{"monsters":[{"id":"sg","name":"Shrieking Geek","arc":6,"ring":"archer","health":2,"points":3}]}})");
    row("hit: Seth's Buckler of Swashing on Joan's Red Swordsman slays the Net Troll (sample turn)",
        hit(netTroll3, R"("target":"nt","attack":[{"card":"Red Swordsman","weapon":"Buckler of Swashing",
            "weaponsByHelper":true}])"),
        R"({"legal":true,"damage":3,"slain":true,"trophyPoints":4,"treasures":2,"helperTreasures":0})");
    row("hit: a Net Troll at its lowest point ignores a 1-point attack",
        hit(netTroll1, R"("target":"nt","attack":[{"card":"Red Swordsman"}])"),
        R"({"legal":true,"damage":1,"healthAfter":1,"slain":false,
            "board":{"monsters":[{"id":"nt","health":1,"ring":"swordsman"}]}})",
        {"panic.slay-at-lowest"});
    row("hit: an attack of 4 slays a Net Troll at its lowest point",
        hit(netTroll1,
            R"("target":"nt","attack":[{"card":"Red Swordsman","weapon":"Boots of Butt-Kicking"},{"card":"Red Hero"}])"),
        R"({"legal":true,"damage":4,"slain":true,"trophyPoints":4,"treasures":2,
            "cards":[{"card":"Red Swordsman","damage":3},{"card":"Red Hero","weapons":[],"damage":1}]})",
        {"panic.slay-at-lowest", "panic.hit-hero"});
    row("hit: house rule slay-strict: a blow of 3 leaves the Net Troll at 1",
        hit(netTroll3, R"("options":{"houseRules":["slay-strict"]},"target":"nt",
            "attack":[{"card":"Red Swordsman","weapon":"Buckler of Swashing","weaponsByHelper":true}])"),
        R"({"legal":true,"damage":3,"healthAfter":1,"slain":false,
            "options":{"mode":"standard","variants":[],"houseRules":["slay-strict"]}})",
        {"panic.slay-strict"});
    row("hit: a Blue Knight cannot hit in a red arc",
        hit(R"({"id":"pb","name":"Pit Bull","arc":1,"ring":"knight"})",
            R"("target":"pb","attack":[{"card":"Blue Knight"}])"),
        R"({"legal":false,"slain":false,"cards":[{"card":"Blue Knight","legal":false}]})",
        {"panic.hit-ring-colour"}, {"board"});
    row("hit: no Hit card works in the Forest",
        hit(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"forest"})",
            R"("target":"pb","attack":[{"card":"Red Hero"}])"),
        R"({"legal":false})", {"panic.hit-no-forest-castle"}, {"board"});
    row("hit: one Weapon per Hit card",
        hit(pitBullSwordsman,
            R"("target":"pb","attack":[{"card":"Red Swordsman","weapons":["Helm of Courage","Horny Helmet"]}])"),
        R"({"legal":false,"cards":[{"card":"Red Swordsman","weapons":["Helm of Courage","Horny Helmet"],"legal":false}]})",
        {"panic.hit-weapon-per-card"}, {"board"});
    row("hit: a Warrior puts 2 Weapons on a Hit card (More Munchkin)",
        hit(pitBullSwordsman, R"("mode":"more-munchkin","character":"Warrior","target":"pb",
            "attack":[{"card":"Red Swordsman","weapon":"Helm of Courage","weapons":["Horny Helmet"]}])"),
        R"({"legal":true,"damage":3,"slain":true,"trophyPoints":2,
            "cards":[{"card":"Red Swordsman","weapons":["Helm of Courage","Horny Helmet"],"damage":3,"legal":true}]})",
        {"panic.hit-warrior-weapons"});
    row("hit: less-panic:weapons allows 2 Weapons on a Hit card",
        hit(netTroll3, R"("options":{"variants":["less-panic:weapons"]},"target":"nt",
            "attack":[{"card":"Red Swordsman","weapons":["Helm of Courage","Horny Helmet"]}])"),
        R"({"legal":true,"damage":3,"slain":true,
            "options":{"mode":"standard","variants":["less-panic:weapons"],"houseRules":[]}})");
    row("hit: Potion of Halitosis deals 2 in the Castle ring",
        hit(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"castle"})", R"("target":"pb",
            "potions":["Potion of Halitosis"])",
            R"("towers":[1,3,4,5,6])"),
        R"({"legal":true,"damage":2,"slain":true,"trophyPoints":2,"cards":[{"card":"Potion of Halitosis","weapons":[],"damage":2}]})",
        {"panic.hit-potion-damage"});
    row("hit: Super Munchkin slays the Plutonium Dragon in the Castle",
        hit(R"({"id":"pd","name":"Plutonium Dragon","arc":4,"ring":"castle","health":5})",
            R"("target":"pd","specials":["Super Munchkin"])", R"("towers":[1,2,3,5,6])"),
        R"({"legal":true,"slain":true,"trophyPoints":5,"treasures":3})", {"panic.hit-super-munchkin"});
    row("hit: the Gazebo must be fought alone",
        hit(R"({"id":"gz","name":"Gazebo","arc":5,"ring":"knight"})",
            R"("target":"gz","attack":[{"card":"Blue Knight"},{"card":"Blue Hero","byHelper":true}])"),
        R"({"legal":false})", {"panic.hit-gazebo-alone"}, {"board"});
    row("hit: health above the points is accepted with an enhancement",
        hit(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"swordsman","health":3,"enhancement":1})",
            R"("target":"pb","attack":[{"card":"Red Swordsman"}])"),
        R"({"legal":true,"damage":1,"healthAfter":2,"slain":false,
            "board":{"monsters":[{"id":"pb","health":2,"points":2}]}})");
    row("hit: Baby Monster Enhancer turns the Net Troll back up by 1 (More Munchkin)",
        hit(R"({"id":"nt","name":"Net Troll","arc":1,"ring":"swordsman","health":4})",
            R"("mode":"more-munchkin","target":"nt","attack":[{"card":"Red Swordsman","weapon":"Boots of Butt-Kicking"}],
            "enhancers":["Baby Monster Enhancer"])"),
        R"({"legal":true,"damage":3,"healthAfter":2,"slain":false,"enhancerTreasures":1,
            "board":{"monsters":[{"id":"nt","health":2}]}})",
        {"panic.hit-enhancer-health"});
    row("hit: names in any case are read as printed",
        hit(R"({"id":"ch","name":"large angry chicken","arc":3,"ring":"swordsman"})",
            R"("target":"ch","attack":[{"card":"any color swordsman","weapon":"SPIKY KNEES"}])"),
        R"({"legal":true,"slain":true,"cards":[{"card":"Any Color Swordsman","weapons":["Spiky Knees"]}]})");
}

void addMoveRows()
{
    row("move: the Shrieking Geek steps from the Archer to the Knight ring (sample turn)",
        request("move", board(R"({"id":"sg","name":"Shrieking Geek","arc":5,"ring":"archer","health":2})")),
        R"({"legal":true,"pending":[],"towersLeft":6,"gameLost":false,
            "events":[{"type":"monster-moved","id":"sg","from":{"arc":5,"ring":"archer"},"to":{"arc":5,"ring":"knight"}}],
            "board":{"monsters":[{"id":"sg","arc":5,"ring":"knight","health":2}],"walls":[1,2,3,4,5,6]}})");
    const QByteArray twoOnWall5 = board(R"({"id":"gz","name":"Gazebo","arc":5,"ring":"swordsman"},
        {"id":"nt","name":"Net Troll","arc":5,"ring":"swordsman","health":3})");
    row("move: two Monsters on one Wall wait for the players' choice", request("move", twoOnWall5),
        R"({"legal":true,"pending":[{"structure":"wall:5","candidates":["gz","nt"]}],"gameLost":false})",
        {"panic.structure-choice"}, {"board"});
    row("move: the chosen Monster takes the Wall's damage and both stay in the Swordsman ring",
        request("move", twoOnWall5 + R"(,"choices":{"wall:5":"nt"})"),
        R"({"legal":true,"pending":[],
            "events":[{"type":"wall-destroyed","arc":5,"by":"nt"},{"type":"monster-damaged","id":"nt","health":2}],
            "board":{"walls":[1,2,3,4,6],"monsters":[{"id":"gz","ring":"swordsman","health":3},
                                                     {"id":"nt","ring":"swordsman","health":2}]}})",
        {"panic.structure-choice"});
    row("move: a Monster with 1 health left dies on the Wall",
        request("move", board(R"({"id":"mr","name":"Maul Rat","arc":3,"ring":"swordsman"})")),
        R"({"legal":true,"events":[{"type":"wall-destroyed","arc":3,"by":"mr"},{"type":"monster-killed","id":"mr"}],
            "board":{"walls":[1,2,4,5,6],"monsters":[]}})");
    row("move: a Net Troll at its lowest point takes no damage from the Wall",
        request("move", board(netTroll1)),
        R"({"legal":true,"board":{"walls":[2,3,4,5,6],"monsters":[{"id":"nt","ring":"swordsman","health":1}]}})");
    row("move: a Fortify token takes the hit and the Wall stands",
        request("move", board(pitBullSwordsman, R"("fortified":[2])")),
        R"({"legal":true,"board":{"walls":[1,2,3,4,5,6],"fortified":[],
            "monsters":[{"id":"pb","ring":"swordsman","health":1}]}})");
    row("move: in the Castle a Monster moves clockwise and destroys the next Tower",
        request("move", board(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"castle"})",
                              R"("towers":[1,3,4,5,6],"walls":[1,3,4,5,6])")),
        R"({"legal":true,"towersLeft":4,"gameLost":false,
            "board":{"towers":[1,4,5,6],"monsters":[{"id":"pb","arc":3,"ring":"castle","health":1}]}})");
    row("move: the last Tower falls",
        request("move", board(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"castle"})",
                              R"("towers":[3],"walls":[])")),
        R"({"legal":true,"towersLeft":0,"gameLost":true,"board":{"towers":[]}})");
    row("move: under the Sleep Potion nothing moves",
        request("move",
                board(R"({"id":"sg","name":"Shrieking Geek","arc":5,"ring":"archer"})", R"("sleep":true)")),
        R"({"legal":true,"board":{"monsters":[{"id":"sg","arc":5,"ring":"archer","health":3}]}})");
    row("move: a glued Monster stays put",
        request("move", board(R"({"id":"sg","name":"Shrieking Geek","arc":5,"ring":"archer","glued":true})")),
        R"({"legal":true,"board":{"monsters":[{"id":"sg","arc":5,"ring":"archer"}]}})");
    row("move: a choice of a Monster that did not hit the Wall is refused",
        request("move", twoOnWall5 + R"(,"choices":{"wall:5":"xx"})"), R"({"legal":false})",
        {"panic.structure-choice"}, {"board"});
}

void addCurseRows()
{
    const QByteArray geekAndBull =
        board(R"({"id":"sg","name":"Shrieking Geek","arc":5,"ring":"knight","health":2},
        {"id":"pb","name":"Pit Bull","arc":1,"ring":"archer"})");
    row("curse: Monsters in Blue move 1 space (sample turn)",
        request("curse", geekAndBull + R"(,"curse":"move-blue")"),
        R"({"legal":true,"curse":"move-blue","squished":[],
            "events":[{"type":"monster-moved","id":"sg","from":{"arc":5,"ring":"knight"},"to":{"arc":5,"ring":"swordsman"}}],
            "board":{"monsters":[{"id":"sg","arc":5,"ring":"swordsman"},{"id":"pb","arc":1,"ring":"archer"}]}})");
    row("curse: All Monsters move clockwise, staying in their ring",
        request("curse", board(R"({"id":"pb","name":"Pit Bull","arc":6,"ring":"archer"})")
                             + R"(,"curse":"all-clockwise")"),
        R"({"legal":true,"board":{"monsters":[{"id":"pb","arc":1,"ring":"archer"}]}})");
    row("curse: Roll the die: the Monsters of the arc rolled move",
        request("curse", board(R"({"id":"pb","name":"Pit Bull","arc":3,"ring":"forest"},
            {"id":"bf","name":"Bigfoot","arc":4,"ring":"forest"})")
                             + R"(,"curse":"roll-move","roll":3)"),
        R"({"legal":true,"board":{"monsters":[{"id":"pb","arc":3,"ring":"archer"},{"id":"bf","arc":4,"ring":"forest"}]}})");
    row("curse: the Huge Rock squishes the Monsters of its arc and stops at the Wall",
        request("curse", board(R"({"id":"mr","name":"Maul Rat","arc":2,"ring":"forest"},
            {"id":"pb","name":"Pit Bull","arc":2,"ring":"knight"},{"id":"bf","name":"Bigfoot","arc":3,"ring":"archer"})")
                             + R"(,"curse":"huge-rock","roll":2)"),
        R"({"legal":true,"curse":"huge-rock","squished":["mr","pb"],
            "board":{"walls":[1,3,4,5,6],"towers":[1,2,3,4,5,6],"monsters":[{"id":"bf"}]}})");
    row("curse: the Huge Rock on a Fortify token is simply discarded",
        request("curse", board(QByteArray(), R"("fortified":[2])") + R"(,"curse":"huge-rock","roll":2)"),
        R"({"legal":true,"squished":[],"board":{"walls":[1,2,3,4,5,6],"fortified":[]}})");
    row("curse: the Huge Rock rolls through an open arc into the opposite one",
        request("curse", board(R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"archer"},
            {"id":"bf","name":"Bigfoot","arc":5,"ring":"archer"})",
                               R"("walls":[1,3,4,5,6],"towers":[1,3,4,5,6])")
                             + R"(,"curse":"huge-rock","roll":2)"),
        R"({"legal":true,"squished":["pb"],"board":{"towers":[1,3,4,6],"walls":[1,3,4,5,6],"monsters":[{"id":"bf"}]}})");
    row("curse: Lose help on your next turn changes no Monster",
        request("curse", geekAndBull + R"(,"curse":"lose-help")"),
        R"({"legal":true,"events":[{"type":"lose-help"}],
            "board":{"monsters":[{"id":"sg","arc":5,"ring":"knight"},{"id":"pb","arc":1,"ring":"archer"}]}})");
    row("curse: Place 1 more Monster", request("curse", geekAndBull + R"(,"curse":"place-one-more")"),
        R"({"legal":true,"events":[{"type":"place-more-monsters","count":1}]})");
    row("curse: a Wishing Ring cancels the Curse",
        request("curse", geekAndBull + R"(,"curse":"move-red","cancelledBy":"Wishing Ring")"),
        R"({"legal":true,"events":[{"type":"curse-cancelled"}],
            "board":{"monsters":[{"id":"sg","arc":5,"ring":"knight"},{"id":"pb","arc":1,"ring":"archer"}]}})");
}

void addCharityRows()
{
    const QByteArray table =
        R"("players":[{"name":"Joan","treasure":4,"trophies":[3,1]},{"name":"Gloria","trophies":[5]},
        {"name":"Marshall","trophies":[2]},{"name":"Seth","trophies":[1,1]}],"giver":"Joan")";
    row("charity: Joan's extra card goes to Marshall or Seth (sample turn)", request("charity", table),
        R"({"legal":true,"limit":3,"excess":1,"discard":0,"gifts":[],"leftovers":1,"choice":["Marshall","Seth"]})",
        {"panic.charity-lowest-trophies"});
    row("charity: Joan gives the card to Seth (sample turn)",
        request("charity", table + R"(,"biggerShare":"Seth")"),
        R"({"legal":true,"excess":1,"gifts":[{"to":"Seth","count":1}],"leftovers":0,"choice":[]})");
    row("charity: with 2 players the limit is 4",
        request("charity",
                R"("players":[{"name":"Ann","treasure":6,"trophies":[3]},{"name":"Bob","trophies":[1]}],
            "giver":"Ann")"),
        R"({"legal":true,"limit":4,"excess":2,"discard":0,"gifts":[{"to":"Bob","count":2}]})");
    row("charity: the lowest-scoring giver discards the excess",
        request("charity",
                R"("players":[{"name":"Ann","treasure":5,"trophies":[1]},{"name":"Bob","trophies":[3]},
            {"name":"Cid","trophies":[2]}],"giver":"Ann")"),
        R"({"legal":true,"limit":3,"excess":2,"discard":2,"gifts":[]})", {"panic.charity-giver-lowest"});
    row("charity: a giver tied for lowest gives to the other lowest",
        request("charity",
                R"("players":[{"name":"Ann","treasure":5,"trophies":[2]},{"name":"Bob","trophies":[2]},
            {"name":"Cid","trophies":[4]}],"giver":"Ann")"),
        R"({"legal":true,"excess":2,"discard":0,"gifts":[{"to":"Bob","count":2}]})",
        {"panic.charity-giver-lowest"});
    row("charity: Convenient Addition Errors count as Trophy points",
        request("charity", R"("players":[{"name":"Ann","treasure":4,"trophies":[5]},
            {"name":"Bob","trophies":[1],"additionErrors":2},{"name":"Cid","trophies":[2]}],"giver":"Ann")"),
        R"({"legal":true,"excess":1,"gifts":[{"to":"Cid","count":1}],"choice":[]})",
        {"panic.addition-error"});
    row("charity: Solitaire holds 4 and discards the rest",
        request("charity", R"("mode":"solitaire","players":[{"name":"Ann","treasure":6}],"giver":"Ann")"),
        R"({"legal":true,"limit":4,"excess":2,"discard":2,"options":{"mode":"solitaire"}})");
}

void addScoreRows()
{
    const QByteArray joanAndGloria =
        R"("players":[{"name":"Joan","trophies":[3,1]},{"name":"Gloria","trophies":[5]}])";
    row("score: the players win and the most Trophy points is Master Munchkin",
        request("score", R"("mode":"standard","towersLeft":2,"monstersLeft":0,)" + joanAndGloria),
        R"({"legal":true,"over":true,"playersWon":true,"masterMunchkin":"Gloria","tiedForMaster":[],
            "standings":[{"name":"Gloria","points":5,"kills":1},{"name":"Joan","points":4,"kills":2}]})",
        {"panic.end-standard"});
    row("score: when the last Tower falls no one is Master Munchkin",
        request("score", R"("towersLeft":0,"monstersLeft":9,)" + joanAndGloria),
        R"({"legal":true,"over":true,"playersWon":false,"masterMunchkin":null})");
    row("score: the game goes on while Towers and Monsters are left",
        request("score", R"("towersLeft":3,"monstersLeft":4,)" + joanAndGloria),
        R"({"legal":true,"over":false,"playersWon":false,"masterMunchkin":null})");
    row("score: More Munchkin names a Master Munchkin with the Castle down",
        request("score", R"("mode":"more-munchkin","towersLeft":0,"monstersLeft":12,)" + joanAndGloria),
        R"({"legal":true,"over":true,"masterMunchkin":"Gloria"})", {"panic.end-more-munchkin"});
    row("score: a tie on points goes to the greater body count",
        request("score", R"("towersLeft":1,"monstersLeft":0,
            "players":[{"name":"Bob","trophies":[5]},{"name":"Ann","trophies":[3,2]}])"),
        R"({"legal":true,"masterMunchkin":"Ann","standings":[{"name":"Ann","points":5,"kills":2},
            {"name":"Bob","points":5,"kills":1}]})",
        {"panic.body-count"});
    row("score: a tie on points and kills is for the table to settle",
        request("score", R"("towersLeft":1,"monstersLeft":0,
            "players":[{"name":"Ann","trophies":[3,2]},{"name":"Bob","trophies":[4,1]}])"),
        R"({"legal":true,"masterMunchkin":null,"tiedForMaster":["Ann","Bob"]})", {"panic.body-count"});
    row("score: kills given explicitly break the tie", request("score", R"("towersLeft":1,"monstersLeft":0,
            "players":[{"name":"Ann","trophies":[3,2],"kills":2},{"name":"Bob","trophies":[4,1],"kills":3}])"),
        R"({"masterMunchkin":"Bob","standings":[{"name":"Bob","kills":3},{"name":"Ann","kills":2}]})");
    row("score: a Halfling's Treasure cards in hand are worth a point each",
        request("score", R"("mode":"more-munchkin","towersLeft":1,"monstersLeft":0,
            "players":[{"name":"Ann","trophies":[3],"character":"Halfling","treasureInHand":3},
                       {"name":"Bob","trophies":[5]}])"),
        R"({"legal":true,"masterMunchkin":"Ann","standings":[{"name":"Ann","points":6},{"name":"Bob","points":5}]})",
        {"panic.halfling-treasure-points"});
    row("score: Convenient Addition Errors add a point each",
        request("score", R"("towersLeft":1,"monstersLeft":0,
            "players":[{"name":"Ann","trophies":[3],"additionErrors":2},{"name":"Bob","trophies":[4]}])"),
        R"({"masterMunchkin":"Ann","standings":[{"name":"Ann","points":5,"kills":1},{"name":"Bob","points":4}]})",
        {"panic.addition-error"});
}

}  // namespace panic_codec
