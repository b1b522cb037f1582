// Panic requests that are not valid requests: exit 2, with the first field at fault and the start of
// its message. The boards the issue names come first: arc 7, two Towers in one space, health above the
// token's maximum without an Enhancer, an unknown card.

#include "panic_codec_rows.h"

#include <QTest>

namespace panic_codec {

void addErrorColumns()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
}

namespace {

void row(const char* name, const QByteArray& request, const char* field, const char* message)
{
    QTest::newRow(name) << request << QString::fromUtf8(field) << QString::fromUtf8(message);
}

QByteArray move(const QByteArray& monsters, const QByteArray& extra = {})
{
    return request("move", board(monsters, extra));
}

QByteArray hit(const QByteArray& fields)
{
    return request("hit",
                   board(R"({"id":"nt","name":"Net Troll","arc":1,"ring":"swordsman"})") + ',' + fields);
}

const QByteArray pitBull = R"({"id":"pb","name":"Pit Bull","arc":2,"ring":"knight"})";

}  // namespace

void addBoardErrorRows()
{
    row("board: arc 7", move(R"({"id":"m1","name":"Net Troll","arc":7,"ring":"archer"})"),
        "board.monsters[0].arc", "must be an integer from 1 to 6, got 7");
    row("board: two Towers in one space", move(pitBull, R"("towers":[3,3])"), "board.towers[1]",
        "arc 3 is listed twice");
    row("board: a Wall listed twice", move(pitBull, R"("walls":[1,2,1])"), "board.walls[2]",
        "arc 1 is listed twice");
    row("board: seven Towers", move(pitBull, R"("towers":[1,2,3,4,5,6,1])"), "board.towers[6]",
        "arc 1 is listed twice");
    row("board: health above the token's points without an Enhancer",
        move(R"({"id":"m1","name":"Net Troll","arc":3,"ring":"archer","health":5})"),
        "board.monsters[0].health", "Net Troll has at most 4 health");
    row("board: health above the points and the enhancement",
        move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"archer","health":5,"enhancement":2})"),
        "board.monsters[0].health", "Pit Bull has at most 4 health");
    row("board: health 0", move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"archer","health":0})"),
        "board.monsters[0].health", "must be an integer from 1 to");
    row("board: an unknown Monster", move(R"({"id":"m1","name":"Purple Dragon","arc":3,"ring":"archer"})"),
        "board.monsters[0].name", "\"Purple Dragon\" is not a Monster token");
    row("board: points unlike the token's",
        move(R"({"id":"m1","name":"Net Troll","arc":3,"ring":"archer","points":5})"),
        "board.monsters[0].points", "Net Troll has 4 points printed on the token, got 5");
    row("board: an unknown ring", move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"moat"})"),
        "board.monsters[0].ring",
        "must be one of \"forest\", \"archer\", \"knight\", \"swordsman\", \"castle\"");
    row("board: ring in capitals", move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"Archer"})"),
        "board.monsters[0].ring", "must be one of");
    row("board: a Monster without a ring", move(R"({"id":"m1","name":"Pit Bull","arc":3})"),
        "board.monsters[0].ring", "is required");
    row("board: a Monster without an arc", move(R"({"id":"m1","name":"Pit Bull","ring":"archer"})"),
        "board.monsters[0].arc", "is required");
    row("board: a Monster without an id", move(R"({"name":"Pit Bull","arc":3,"ring":"archer"})"),
        "board.monsters[0].id", "is required");
    row("board: two Monsters with one id",
        move(pitBull + R"(,{"id":"pb","name":"Bigfoot","arc":3,"ring":"archer"})"), "board.monsters[1].id",
        "\"pb\" is the id of another Monster too");
    row("board: glued as a string",
        move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"archer","glued":"yes"})"),
        "board.monsters[0].glued", "must be true or false");
    row("board: a Monster that is a string", move(R"("Pit Bull")"), "board.monsters[0]", "must be an object");
    row("board: monsters as an object", request("move", R"("board":{"monsters":{"id":"m1"}})"),
        "board.monsters", "must be an array of objects");
    row("board: towers as a number", move(pitBull, R"("towers":6)"), "board.towers",
        "must be an array of integers");
    row("board: a Tower in arc 0", move(pitBull, R"("towers":[0,1])"), "board.towers[0]",
        "must be an integer from 1 to 6, got 0");
    row("board: a Tower in arc 2.5", move(pitBull, R"("towers":[1,2.5])"), "board.towers[1]",
        "must be an integer from 1 to 6, got 2.5");
    row("board: an arc in two colours", move(pitBull, R"("arcs":{"red":[1,2],"green":[2,3],"blue":[4,5,6]})"),
        "board.arcs.green[0]", "arc 2 is listed under \"red\" already");
    row("board: an arc without a colour", move(pitBull, R"("arcs":{"red":[1,2],"green":[3,4],"blue":[5]})"),
        "board.arcs", "arc 6 has no colour");
    row("board: a Fortify token without a Wall", move(pitBull, R"("walls":[1,2],"fortified":[3])"),
        "board.fortified[0]", "arc 3 has no standing Wall");
    row("board: three Fortify tokens", move(pitBull, R"("fortified":[1,2,3])"), "board.fortified",
        "at most 2 Fortify tokens are in play, got 3");
    row("board: a Monster in a standing Tower's space",
        move(R"({"id":"m1","name":"Pit Bull","arc":3,"ring":"castle"})"), "board",
        "is not a board that could stand on the table");
    row("board: one token twice",
        move(
            R"({"id":"a","name":"Pit Bull","arc":3,"ring":"archer"},{"id":"b","name":"Pit Bull","arc":4,"ring":"archer"})"),
        "board", "is not a board that could stand on the table");
    row(
        "board: 40 Monsters",
        [] {
            QByteArray monsters;
            for (int i = 0; i < 40; ++i)
                monsters += (i ? "," : "") + QByteArray(R"({"id":"m)") + QByteArray::number(i)
                            + R"(","name":"Pit Bull","arc":1,"ring":"forest"})";
            return move(monsters);
        }(),
        "board.monsters", "must have at most 39 entries, got 40");
    row("board: missing", request("move", R"("choices":{})"), "board", "is required: an object");
    row("board: an array", request("move", R"("board":[])"), "board", "must be an object, got an array");
    row("board: sleep as a number", move(pitBull, R"("sleep":1)"), "board.sleep", "must be true or false");
}

void addHitErrorRows()
{
    row("hit: an unknown Hit card", hit(R"("target":"nt","attack":[{"card":"Purple Knight"}])"),
        "attack[0].card", "\"Purple Knight\" is not a card of Munchkin Panic");
    row("hit: a Weapon as the Hit card", hit(R"("target":"nt","attack":[{"card":"Spiky Knees"}])"),
        "attack[0].card", "\"Spiky Knees\" is a Weapon, not a Hit card");
    row("hit: a Castle Special as the Hit card", hit(R"("target":"nt","attack":[{"card":"Super Munchkin"}])"),
        "attack[0].card", "\"Super Munchkin\" is a Castle Special, not a Hit card");
    row("hit: an unknown Weapon",
        hit(R"("target":"nt","attack":[{"card":"Red Swordsman","weapon":"Spoon"}])"), "attack[0].weapon",
        "\"Spoon\" is not a card of Munchkin Panic");
    row("hit: an unknown Weapon in the list",
        hit(R"("target":"nt","attack":[{"card":"Red Swordsman"},{"card":"Red Hero","weapons":["Spiky Knees","Fork"]}])"),
        "attack[1].weapons[1]", "\"Fork\" is not a card");
    row("hit: a Potion as a Weapon",
        hit(R"("target":"nt","attack":[{"card":"Red Swordsman","weapon":"Potion of Halitosis"}])"),
        "attack[0].weapon", "\"Potion of Halitosis\" is a Potion, not a Weapon");
    row("hit: an unknown Potion",
        hit(R"("target":"nt","potions":["Potion of Halitosis","Potion of Plenty"])"), "potions[1]",
        "\"Potion of Plenty\" is not a card");
    row("hit: a Weapon among the Potions", hit(R"("target":"nt","potions":["Spiky Knees"])"), "potions[0]",
        "\"Spiky Knees\" is a Weapon, not a Potion");
    row("hit: an unknown Special", hit(R"("target":"nt","specials":["Mega Munchkin"])"), "specials[0]",
        "\"Mega Munchkin\" is not a card");
    row("hit: a Weapon as an Enhancer", hit(R"("target":"nt","enhancers":["Spiky Knees"])"), "enhancers[0]",
        "\"Spiky Knees\" is a Weapon, not a Monster Enhancer");
    row("hit: a card without a name", hit(R"("target":"nt","attack":[{"weapon":"Spiky Knees"}])"),
        "attack[0].card", "is required");
    row("hit: attack as an object", hit(R"("target":"nt","attack":{"card":"Red Swordsman"})"), "attack",
        "must be an array of objects");
    row("hit: potions as a string", hit(R"("target":"nt","potions":"Potion of Halitosis")"), "potions",
        "must be an array of strings");
    row("hit: a target not on the board", hit(R"("target":"zz","attack":[{"card":"Red Swordsman"}])"),
        "target", "\"zz\" is not the id of a Monster on the board");
    row("hit: no target", hit(R"("attack":[{"card":"Red Swordsman"}])"), "target", "is required");
    row("hit: an unknown character",
        hit(R"("target":"nt","character":"Bard","attack":[{"card":"Red Swordsman"}])"), "character",
        "must be one of \"Cleric\", \"Dwarf\"");
    row("hit: an unknown helper character",
        hit(R"("target":"nt","helperCharacter":"warrior","attack":[{"card":"Red Swordsman"}])"),
        "helperCharacter", "must be one of");
    row("hit: helped false with a helper's card",
        hit(R"("target":"nt","helped":false,"attack":[{"card":"Red Swordsman"},{"card":"Red Hero","byHelper":true}])"),
        "helped", "is false, but attack[1] was played by the helper");
    row("hit: byHelper as a string",
        hit(R"("target":"nt","attack":[{"card":"Red Swordsman","byHelper":"no"}])"), "attack[0].byHelper",
        "must be true or false");
    row("hit: the board is checked before the target",
        request("hit",
                board(R"({"id":"m1","name":"Net Troll","arc":7,"ring":"archer"})") + R"(,"target":"m1")"),
        "board.monsters[0].arc", "must be an integer from 1 to 6");
}

void addOtherErrorRows()
{
    row("a card-game edition for a Panic check",
        R"({"check":"panic.score","edition":"deluxe","towersLeft":1,"monstersLeft":0,"players":[{"name":"A"}]})",
        "edition",
        "the Munchkin Panic check \"panic.score\" takes the edition \"panic\" or none, got \"deluxe\"");
    row("the Panic edition for a card-game check",
        R"({"check":"levelup","edition":"panic","level":1,"source":"kill"})", "edition",
        "\"panic\" is Munchkin Panic, which only the panic.* checks take");
    row("an unknown Panic check", R"({"check":"panic.fight","edition":"panic"})", "check",
        "unknown check \"panic.fight\"");
    row("an unknown mode", request("move", R"("options":{"mode":"coop"},"board":{})"), "options.mode",
        "must be one of \"standard\", \"more-munchkin\", \"solitaire\", got \"coop\"");
    row("two modes that disagree",
        request("move", R"("mode":"standard","options":{"mode":"solitaire"},"board":{})"), "mode",
        "is \"standard\" but options.mode is \"solitaire\"");
    row("an unknown variant",
        request("move", R"("options":{"variants":["less-munchkin","more-munchkin"]},"board":{})"),
        "options.variants[1]", "unknown variant \"more-munchkin\"; the variants are \"less-munchkin\"");
    row("an unknown house rule", request("move", R"("options":{"houseRules":["slay-lenient"]},"board":{})"),
        "options.houseRules[0]", "unknown house rule \"slay-lenient\"; the house rules are \"slay-strict\"");
    row("a choice for no structure", request("move", R"("board":{},"choices":{"gate:1":"m1"})"),
        "choices.gate:1", "is not a structure");
    row("a choice for arc 7", request("move", R"("board":{},"choices":{"tower:7":"m1"})"), "choices.tower:7",
        "is not a structure");
    row("a choice that is not a Monster id", request("move", R"("board":{},"choices":{"wall:1":3})"),
        "choices.wall:1", "must be a string, got 3");
    row("choices as a list", request("move", R"("board":{},"choices":["wall:1"])"), "choices",
        "must be an object");
    row("an unknown Curse token", request("curse", R"("board":{},"curse":"meteor")"), "curse",
        "must be one of \"all-clockwise\", \"huge-rock\"");
    row("no Curse token", request("curse", R"("board":{})"), "curse", "is required");
    row("the Huge Rock without a roll", request("curse", R"("board":{},"curse":"huge-rock")"), "roll",
        "is required: an integer from 1 to 6");
    row("Roll the die with a 7", request("curse", R"("board":{},"curse":"roll-move","roll":7)"), "roll",
        "must be an integer from 1 to 6, got 7");
    row("a Curse cancelled by an unknown card",
        request("curse", R"("board":{},"curse":"lose-help","cancelledBy":"Umbrella")"), "cancelledBy",
        "\"Umbrella\" is not a card");
    row("a Curse cancelled by a Castle card",
        request("curse", R"("board":{},"curse":"lose-help","cancelledBy":"Fortify Wall")"), "cancelledBy",
        "\"Fortify Wall\" is a Castle Special, not a Treasure card");
    const QByteArray two = R"("players":[{"name":"Ann","treasure":5},{"name":"Bob"}])";
    row("charity: a giver who is not a player", request("charity", two + R"(,"giver":"Zed")"), "giver",
        "\"Zed\" is not one of the players");
    row("charity: no giver", request("charity", two), "giver", "is required");
    row("charity: a bigger share for a stranger",
        request("charity", two + R"(,"giver":"Ann","biggerShare":"Zed")"), "biggerShare",
        "\"Zed\" is not one of the players");
    row("charity: 7 players",
        request("charity", R"("giver":"A","players":[{"name":"A"},{"name":"B"},{"name":"C"},
        {"name":"D"},{"name":"E"},{"name":"F"},{"name":"G"}])"),
        "players", "must have at most 6 entries, got 7");
    row("charity: no players", request("charity", R"("giver":"A","players":[])"), "players",
        "must have at least 1 entry");
    row("charity: two players with one name",
        request("charity", R"("giver":"Ann","players":[{"name":"Ann"},{"name":"Ann"}])"), "players[1].name",
        "\"Ann\" names another player too");
    row("charity: a Trophy worth 6",
        request("charity", R"("giver":"Ann","players":[{"name":"Ann","trophies":[3,6]}])"),
        "players[0].trophies[1]", "must be an integer from 1 to 5, got 6");
    row("charity: trophies as a number",
        request("charity", R"("giver":"Ann","players":[{"name":"Ann","trophies":4}])"), "players[0].trophies",
        "must be an array of integers, got 4");
    row("charity: negative treasure",
        request("charity", R"("giver":"Ann","players":[{"name":"Ann","treasure":-1}])"),
        "players[0].treasure", "must be an integer from 0 to");
    const QByteArray ann = R"("players":[{"name":"Ann","trophies":[3]}])";
    row("score: no towersLeft", request("score", R"("monstersLeft":0,)" + ann), "towersLeft",
        "is required: an integer from 0 to 6");
    row("score: 7 Towers left", request("score", R"("towersLeft":7,"monstersLeft":0,)" + ann), "towersLeft",
        "must be an integer from 0 to 6, got 7");
    row("score: 40 Monsters left", request("score", R"("towersLeft":1,"monstersLeft":40,)" + ann),
        "monstersLeft", "must be an integer from 0 to 39, got 40");
    row("score: an unknown character",
        request("score", R"("towersLeft":1,"monstersLeft":0,"players":[{"name":"Ann","character":"Bard"}])"),
        "players[0].character", "must be one of");
    row("score: negative kills",
        request("score", R"("towersLeft":1,"monstersLeft":0,"players":[{"name":"Ann","kills":-1}])"),
        "players[0].kills", "must be an integer from 0 to 39, got -1");
}

}  // namespace panic_codec
