import QtQuick
import QtTest
import Arbiter

// The Munchkin Panic board on its own, with hand-written boards: geometry, taps and drags, what the board
// shows of the structures, and the drawing of a move preview.
TestCase {
    id: testCase

    name: "PanicBoard"
    when: windowShown
    visible: true
    width: 760
    height: 760

    Component {
        id: boardComponent

        PanicBoard {
            width: 720
            height: 720
        }
    }

    SignalSpy {
        id: spaceSpy

        signalName: "spaceTapped"
    }

    SignalSpy {
        id: monsterSpy

        signalName: "monsterTapped"
    }

    SignalSpy {
        id: dropSpy

        signalName: "monsterDropped"
    }

    readonly property var ringNames: ["forest", "archer", "knight", "swordsman", "castle"]

    function monster(id, name, arc, ring, health, points, extra) {
        const entry = { id: id, name: name, arc: arc, ring: ring, health: health, maxHealth: points,
                        points: points, glued: false, unslayable: false,
                        colour: arc <= 2 ? "red" : arc <= 4 ? "green" : "blue" };
        for (const key in (extra || {}))
            entry[key] = extra[key];
        return entry;
    }

    // Tower 5 has fallen (a Monster stands in its Castle space), the Wall of arc 3 is gone, arc 2 is
    // fortified; two Monsters share Forest 1. The board's properties, by name.
    function sampleBoard() {
        return {
            towers: [1, 2, 3, 4, 6],
            walls: [1, 2, 4, 5, 6],
            fortified: [2],
            asleep: false,
            monsters: [
                monster("m1", "Net Troll", 1, "forest", 3, 4),
                monster("m2", "Gazebo", 1, "forest", 3, 3, { glued: true }),
                monster("m3", "Unspeakably Awful Indescribable Horror", 3, "knight", 4, 4, { unslayable: true }),
                monster("m4", "Maul Rat", 5, "castle", 1, 1),
                monster("m5", "Pukachu", 2, "swordsman", 2, 3)
            ]
        };
    }

    // A token's badges are made by Loaders, only while they show: found among the visual children.
    function badge(item, objectName) {
        if (item.objectName === objectName)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = badge(item.children[i], objectName);
            if (found)
                return found;
        }
        return null;
    }
    function shown(board, objectName) {
        const item = badge(board, objectName);
        return item !== null && item.visible;
    }

    // Sets the board's properties to those `board` names; the others keep their defaults.
    function setBoard(item, board) {
        for (const key in board)
            item[key] = board[key];
    }

    function makeBoard(board) {
        const item = createTemporaryObject(boardComponent, testCase, board || sampleBoard());
        verify(item);
        spaceSpy.target = item;
        monsterSpy.target = item;
        dropSpy.target = item;
        spaceSpy.clear();
        monsterSpy.clear();
        dropSpy.clear();
        waitForRendering(item);
        return item;
    }

    function cleanup() {
        Theme.dark = false;
    }

    function test_spaceRoundTrip() {
        const board = makeBoard({ monsters: [] });
        for (let arc = 1; arc <= 6; ++arc) {
            for (const ring of ringNames) {
                const point = board.spacePoint(arc, ring);
                const space = board.spaceAt(point.x, point.y);
                verify(space, arc + " " + ring);
                compare(space.arc, arc, ring);
                compare(space.ring, ring, "arc " + arc);
            }
        }
        // Arc 1 starts at 12 o'clock and the arcs go clockwise.
        compare(board.spaceAt(board.width / 2 + 5, 30).arc, 1);
        compare(board.spaceAt(board.width / 2 - 5, 30).arc, 6);
        compare(board.spaceAt(board.width - 30, board.height / 2 + 5).arc, 2);
        compare(board.spaceAt(board.width / 2 + 5, board.height - 30).arc, 3);
        compare(board.spaceAt(board.width / 2, board.height / 2), null);  // the emblem
        compare(board.spaceAt(2, 2), null);  // a corner, off the round board
    }

    function test_tapSpace() {
        const board = makeBoard();
        const point = board.spacePoint(4, "archer");
        mouseClick(board, point.x, point.y);
        compare(spaceSpy.count, 1);
        compare(spaceSpy.signalArguments[0][0], 4);
        compare(spaceSpy.signalArguments[0][1], "archer");
        compare(monsterSpy.count, 0);
    }

    function test_tapMonster() {
        const board = makeBoard();
        const point = board.monsterPoint("m3");
        verify(point);
        mouseClick(board, point.x, point.y);
        compare(monsterSpy.count, 1);
        compare(monsterSpy.signalArguments[0][0], "m3");
        compare(spaceSpy.count, 0);
        const token = findChild(board, "monster_m3");
        verify(token.width >= Theme.touchTarget && token.height >= Theme.touchTarget);
        verify(badge(board, "ancient_m3").visible);
        verify(!shown(board, "ancient_m1"));
        verify(badge(board, "glue_m2").visible);
        verify(!shown(board, "glue_m1"));
    }

    function test_dragMonster() {
        const board = makeBoard();
        const from = board.monsterPoint("m5");
        const to = board.spacePoint(2, "knight");
        mousePress(board, from.x, from.y);
        for (let step = 1; step <= 8; ++step)
            mouseMove(board, from.x + (to.x - from.x) * step / 8, from.y + (to.y - from.y) * step / 8);
        mouseRelease(board, to.x, to.y);
        compare(dropSpy.count, 1);
        compare(dropSpy.signalArguments[0][0], "m5");
        compare(dropSpy.signalArguments[0][1], 2);
        compare(dropSpy.signalArguments[0][2], "knight");
        compare(monsterSpy.count, 0);
        compare(spaceSpy.count, 0);
        // The token is back where the board puts it: the move is the page's business.
        const back = board.monsterPoint("m5");
        const token = findChild(board, "monster_m5");
        const centre = token.mapToItem(board, token.width / 2, token.height / 2);
        fuzzyCompare(centre.x, back.x, 0.5);
        fuzzyCompare(centre.y, back.y, 0.5);
    }

    function test_structures() {
        let board = makeBoard();
        for (let arc = 1; arc <= 6; ++arc) {
            compare(findChild(board, "wall_" + arc).visible, arc !== 3, "wall " + arc);
            compare(findChild(board, "tower_" + arc).visible, arc !== 5, "tower " + arc);
            compare(shown(board, "rubble_" + arc), arc === 5, "rubble " + arc);
            compare(findChild(board, "fortify_" + arc).visible, arc === 2, "fortify " + arc);
        }
        verify(!findChild(board, "sleepMarker").visible);

        const changed = sampleBoard();
        changed.walls = [];
        changed.towers = [1];
        changed.fortified = [];
        changed.asleep = true;
        changed.monsters = [];
        setBoard(board, changed);
        for (let arc = 1; arc <= 6; ++arc) {
            verify(!findChild(board, "wall_" + arc).visible);
            compare(findChild(board, "tower_" + arc).visible, arc === 1);
            verify(!findChild(board, "fortify_" + arc).visible);
        }
        verify(findChild(board, "sleepMarker").visible);

        // A new board without `walls` or `towers` given: all six stand.
        board = makeBoard({ monsters: [] });
        for (let arc = 1; arc <= 6; ++arc) {
            verify(findChild(board, "wall_" + arc).visible);
            verify(findChild(board, "tower_" + arc).visible);
        }
    }

    function test_previewDrawing() {
        const board = makeBoard();
        board.preview = {
            events: [
                { type: PanicEvent.MonsterMoved, id: "m1", from: { arc: 1, ring: "forest" }, to: { arc: 1, ring: "archer" } },
                { type: PanicEvent.MonsterMoved, id: "m5", from: { arc: 2, ring: "swordsman" }, to: { arc: 2, ring: "castle" } },
                { type: PanicEvent.MonsterDamaged, id: "m5", health: 1, by: "" },
                { type: PanicEvent.FortifyRemoved, arc: 2, by: "m5" },
                { type: PanicEvent.MonsterKilled, id: "m4" },
                { type: PanicEvent.TowerDestroyed, arc: 6, by: "m4" }
            ],
            pending: [{ structure: "wall:4", kind: "wall", arc: 4, candidates: ["m3"] },
                      { structure: "tower:1", kind: "tower", arc: 1, candidates: ["m1", "m2"] }]
        };
        waitForRendering(board);
        verify(findChild(board, "arrow_m1"));
        verify(findChild(board, "arrow_m5"));
        verify(!findChild(board, "arrow_m2"));
        verify(findChild(board, "pending_wall:4"));
        verify(findChild(board, "pending_tower:1"));
        verify(findChild(board, "cross_fortify:2"));
        verify(findChild(board, "cross_tower:6"));
        const damage = badge(board, "damage_m5");
        verify(damage.visible);
        compare(damage.children[0].text, "−1");
        compare(badge(board, "damage_m4").children[0].text, "✕");
        verify(!shown(board, "damage_m2"));
        // Tokens stay where they stand before the move.
        const before = board.spaceAt(board.monsterPoint("m1").x, board.monsterPoint("m1").y);
        compare(before.ring, "forest");

        board.preview = null;
        verify(!findChild(board, "arrow_m1"));
        verify(!shown(board, "damage_m5"));
    }

    function test_rockPreview() {
        const board = makeBoard();
        board.preview = { events: [{ type: PanicEvent.RockRolled, arc: 3 }, { type: PanicEvent.MonsterSquished, id: "m3" },
                                   { type: PanicEvent.RockStopped, arc: 6, ring: "castle" },
                                   { type: PanicEvent.TowerDestroyed, arc: 6 }],
                          pending: [] };
        verify(findChild(board, "rockPath_3"));
        compare(badge(board, "damage_m3").children[0].text, "✕");
        // The roll runs through the middle of arc 3, over m3's disc: it is drawn under the token, so it
        // never covers the health figure.
        verify(drawnBelow(findChild(board, "rockPath_3"), findChild(board, "health_m3")),
               "the Huge Rock's path is drawn over m3's health");
    }

    // Whether `a` is painted before (under) `b`: their branches under the nearest common ancestor, by z
    // and then by order among siblings.
    function drawnBelow(a, b) {
        const chain = item => {
            const list = [];
            for (let p = item; p; p = p.parent)
                list.unshift(p);
            return list;
        };
        const ca = chain(a);
        const cb = chain(b);
        let i = 0;
        while (i < ca.length && i < cb.length && ca[i] === cb[i])
            ++i;
        verify(i > 0 && i < ca.length && i < cb.length, "no common ancestor");
        const sa = ca[i];
        const sb = cb[i];
        if (sa.z !== sb.z)
            return sa.z < sb.z;
        const siblings = ca[i - 1].children;
        let ia = -1;
        let ib = -1;
        for (let k = 0; k < siblings.length; ++k) {
            if (siblings[k] === sa)
                ia = k;
            if (siblings[k] === sb)
                ib = k;
        }
        return ia < ib;
    }

    function test_sharedSpace() {
        const board = makeBoard();
        const a = findChild(board, "monster_m1");
        const b = findChild(board, "monster_m2");
        const pa = board.monsterPoint("m1");
        const pb = board.monsterPoint("m2");
        const distance = Math.hypot(pa.x - pb.x, pa.y - pb.y);
        verify(distance >= (a.diameter + b.diameter) / 2, "tokens overlap: " + distance);
        // Both stay in their space.
        compare(board.spaceAt(pa.x, pa.y).arc, 1);
        compare(board.spaceAt(pb.x, pb.y).ring, "forest");

        // Five in one Swordsman space still do not overlap, and each still shows its name.
        const crowded = sampleBoard();
        crowded.monsters = [];
        for (let i = 0; i < 5; ++i)
            crowded.monsters.push(monster("c" + i, "Lame Goblin", 4, "swordsman", 1, 1));
        setBoard(board, crowded);
        for (let i = 0; i < 5; ++i) {
            const p = board.monsterPoint("c" + i);
            const space = board.spaceAt(p.x, p.y);
            compare(space.arc, 4);
            compare(space.ring, "swordsman");
            for (let j = i + 1; j < 5; ++j) {
                const q = board.monsterPoint("c" + j);
                verify(Math.hypot(p.x - q.x, p.y - q.y) >= findChild(board, "monster_c" + i).diameter);
            }
        }
    }

    // What a token draws, in the board's coordinates: its disc as a circle, and the rectangles of its
    // name plate and of the texts on the disc that show.
    function tokenParts(board, id) {
        const disc = findChild(board, "disc_" + id);
        verify(disc, "no disc_" + id);
        const centre = disc.mapToItem(board, disc.width / 2, disc.height / 2);
        const parts = { circle: { x: centre.x, y: centre.y, r: disc.width / 2 }, rects: [] };
        for (const name of ["name_", "health_", "maxHealth_", "initials_"]) {
            const item = findChild(board, name + id);
            if (item && item.visible && item.width > 0)
                parts.rects.push({ what: name + id, rect: item.mapToItem(board, 0, 0, item.width, item.height) });
        }
        return parts;
    }

    function rectsMeet(a, b) {
        const slack = 0.5;
        return a.x + a.width > b.x + slack && b.x + b.width > a.x + slack && a.y + a.height > b.y + slack
               && b.y + b.height > a.y + slack;
    }

    function circleMeetsRect(c, r) {
        const nearestX = Math.max(r.x, Math.min(c.x, r.x + r.width));
        const nearestY = Math.max(r.y, Math.min(c.y, r.y + r.height));
        return Math.hypot(c.x - nearestX, c.y - nearestY) < c.r - 0.5;
    }

    // What of token `a` is drawn over token `b`, or "" when nothing is.
    function tokenOverlap(board, a, b) {
        const pa = tokenParts(board, a);
        const pb = tokenParts(board, b);
        if (Math.hypot(pa.circle.x - pb.circle.x, pa.circle.y - pb.circle.y) < pa.circle.r + pb.circle.r - 0.5)
            return "the discs of " + a + " and " + b;
        for (const ra of pa.rects) {
            if (circleMeetsRect(pb.circle, ra.rect))
                return ra.what + " and the disc of " + b;
            for (const rb of pb.rects)
                if (rectsMeet(ra.rect, rb.rect))
                    return ra.what + " and " + rb.what;
        }
        for (const rb of pb.rects)
            if (circleMeetsRect(pa.circle, rb.rect))
                return rb.what + " and the disc of " + a;
        return "";
    }

    // Two and three Monsters in any space of a landscape tablet's board and of a phone's: neither discs
    // nor names nor numbers are drawn over one another, and every token stands in its space.
    function test_sharedSpaceNoOverlap_data() {
        const rows = [];
        for (const side of [700, 396])
            for (const count of [2, 3])
                rows.push({ tag: count + " in a space, board " + side, side: side, count: count });
        return rows;
    }

    function test_sharedSpaceNoOverlap(data) {
        const board = makeBoard({ monsters: [], width: data.side, height: data.side });
        const names = ["Large Angry Chicken", "Unspeakably Awful Indescribable Horror", "Net Troll"];
        for (let arc = 1; arc <= 6; ++arc) {
            for (const ring of ringNames) {
                // New ids each time: the tokens of the space before may not be gone yet.
                const ids = names.slice(0, data.count).map((name, i) => "s" + arc + ring + i);
                board.monsters = ids.map((id, i) => monster(id, names[i], arc, ring, 12, 12, { glued: i === 0 }));
                const where = " in " + ring + " " + arc;
                for (let i = 0; i < data.count; ++i) {
                    const p = board.monsterPoint(ids[i]);
                    const space = board.spaceAt(p.x, p.y);
                    verify(space && space.arc === arc && space.ring === ring, ids[i] + " left its space" + where);
                    // A token given another Monster is laid out again at the next polish: wait for it,
                    // an overlap that stays fails.
                    for (let j = i + 1; j < data.count; ++j) {
                        tryVerify(() => tokenOverlap(board, ids[i], ids[j]) === "", 2000,
                                  "overlap" + where + ": " + tokenOverlap(board, ids[i], ids[j]));
                    }
                }
            }
        }
    }

    // A tablet's board gives one Monster alone in a space its name at full length, and the label sizes.
    function test_labelsOnATabletBoard() {
        const board = makeBoard({ monsters: [monster("m1", "Large Angry Chicken", 1, "archer", 2, 2),
                                             monster("m2", "Shrieking Geek", 6, "archer", 3, 3),
                                             monster("m3", "Undead Horse", 2, "archer", 2, 2)],
                                  width: 700, height: 700 });
        for (const id of ["m1", "m2", "m3"]) {
            const name = findChild(board, "monsterName_" + id);
            verify(name.visible, id + " shows its name");
            verify(!name.truncated, id + "'s name is cut: " + name.text);
            compare(name.font.pixelSize, board.nameFontSize);
            compare(findChild(board, "health_" + id).font.pixelSize, board.healthFontSize);
        }
        verify(board.nameFontSize >= Theme.boardNameSize);
        compare(tokenOverlap(board, "m1", "m3"), "", "neighbours in arcs 1 and 2");
    }

    // A name too long for a small space at the board's size is never cut nor made smaller, and its plate
    // never reaches the token of the ring beside: the space shows its disc alone (the name a tap away).
    function test_aNameThatDoesNotFitIsNotCut() {
        const board = makeBoard({ monsters: [monster("m1", "Large Angry Chicken", 3, "swordsman", 2, 2),
                                             monster("m3", "Undead Horse", 3, "archer", 2, 2)],
                                  width: 700, height: 700 });
        const name = findChild(board, "monsterName_m1");
        if (name.visible) {
            verify(!name.truncated, "the name is cut: " + name.text);
            compare(name.font.pixelSize, board.nameFontSize);
        }
        compare(tokenOverlap(board, "m1", "m3"), "", "neighbours in arc 3");
        verify(findChild(board, "monsterName_m3").visible, "the Undead Horse keeps its name");
    }

    // A destroyed Wall or Tower carries a red cross on white, drawn where a standing one has none (and
    // made only there: a board of standing structures does without them).
    function test_destroyedStructures() {
        const fallen = sampleBoard();  // Wall 3 and Tower 5 destroyed
        fallen.monsters = [];
        const board = makeBoard(fallen);
        for (let arc = 1; arc <= 6; ++arc) {
            compare(badge(board, "wallDown_" + arc) !== null, arc === 3, "wall cross made " + arc);
            compare(shown(board, "wallDown_" + arc), arc === 3, "wall cross " + arc);
            compare(shown(board, "brokenWall_" + arc), arc === 3, "broken wall " + arc);
            compare(badge(board, "towerDown_" + arc) !== null, arc === 5, "tower cross made " + arc);
            compare(shown(board, "towerDown_" + arc), arc === 5, "tower cross " + arc);
        }
        const wallCross = badge(board, "wallDown_3");
        const towerCross = badge(board, "towerDown_5");
        const wallPoint = wallCross.mapToItem(board, wallCross.width / 2, wallCross.height / 2);
        const towerPoint = towerCross.mapToItem(board, towerCross.width / 2, towerCross.height / 2);
        verify(wallCross.width >= 20, "the cross is " + wallCross.width + " px");
        const red = colour => colour.r > 0.6 && colour.g < 0.3 && colour.b < 0.3;
        const destroyed = grabImage(board);
        verify(red(destroyed.pixel(wallPoint.x, wallPoint.y)), "wall: " + destroyed.pixel(wallPoint.x, wallPoint.y));
        verify(red(destroyed.pixel(towerPoint.x, towerPoint.y)), "tower: " + destroyed.pixel(towerPoint.x, towerPoint.y));

        const standing = sampleBoard();
        standing.monsters = [];  // Maul Rat stood over the rubble of Tower 5
        standing.walls = [1, 2, 3, 4, 5, 6];
        standing.towers = [1, 2, 3, 4, 5, 6];
        setBoard(board, standing);
        waitForRendering(board);
        verify(!shown(board, "wallDown_3"));
        verify(!shown(board, "towerDown_5"));
        verify(badge(board, "brokenWall_3") === null, "a rebuilt Wall's ruin is gone");
        const whole = grabImage(board);
        verify(!red(whole.pixel(wallPoint.x, wallPoint.y)), "standing wall: " + whole.pixel(wallPoint.x, wallPoint.y));
        verify(!red(whole.pixel(towerPoint.x, towerPoint.y)), "standing tower: " + whole.pixel(towerPoint.x, towerPoint.y));
    }

    function test_selectionAndHighlight() {
        const board = makeBoard();
        board.selectedMonster = "m2";
        verify(findChild(board, "selection_m2").visible);
        verify(!findChild(board, "selection_m1").visible);
        verify(!findChild(board, "highlight").visible);
        board.highlightRings = ["archer"];
        verify(findChild(board, "highlight").visible);
        board.highlightRings = [];

        // The dark theme darkens the spaces; the rim keeps its colour for the white arc numbers.
        const knight = board.spacePoint(4, "knight");
        const rim = board.pointAt(board.arcStart(4) + 20, board.radius * (1 + board.rimWidth / 2));
        const light = grabImage(board);
        Theme.dark = true;
        waitForRendering(board);
        const dark = grabImage(board);
        const lightKnight = light.pixel(knight.x, knight.y);
        const darkKnight = dark.pixel(knight.x, knight.y);
        verify(darkKnight.hslLightness < lightKnight.hslLightness - 0.2,
               "dark " + darkKnight + " against light " + lightKnight);
        verify(Qt.colorEqual(dark.pixel(rim.x, rim.y), light.pixel(rim.x, rim.y)));
    }

    // Covered by a dialog, the software renderer shows a picture of the printed board: every frame shows
    // the same board, the first one too (a layer there was empty for a frame: a blink of the rim), and a
    // change made while covered shows as well. Uncovered, the picture goes.
    function test_coveredBoardLooksTheSame() {
        const board = makeBoard();
        const number = findChild(board, "arcNumber_2");
        const at = board.mapFromItem(number, number.width / 2, -2);
        const differences = (before, after) => {
            let differing = 0;
            for (let x = 4; x < board.width; x += 24)
                for (let y = 4; y < board.height; y += 24)
                    if (String(after.pixel(x, y)) !== String(before.pixel(x, y)))
                        ++differing;
            return differing;
        };
        const before = grabImage(board);
        board.covered = true;
        const first = grabImage(board);
        compare(String(first.pixel(at.x, at.y)), String(before.pixel(at.x, at.y)), "the rim under arc 2's number");
        verify(differences(before, first) < 20, differences(before, first) + " sampled points differ once covered");
        const software = GraphicsInfo.api === GraphicsInfo.Software;
        if (software)
            tryCompare(board, "artPictureShown", true);
        const pictured = grabImage(board);
        compare(String(pictured.pixel(at.x, at.y)), String(before.pixel(at.x, at.y)), "the rim, pictured");
        verify(differences(before, pictured) < 20, differences(before, pictured) + " sampled points differ");

        // Arc 2's Wall falls while covered: the board shows it, then a picture of it.
        const wall = board.wallPoint(2, 0);
        const standing = String(pictured.pixel(wall.x, wall.y));
        board.walls = [1, 3, 4, 5, 6];
        verify(String(grabImage(board).pixel(wall.x, wall.y)) !== standing, "the fallen Wall shows at once");
        if (software)
            tryCompare(board, "artPictureShown", true);
        verify(String(grabImage(board).pixel(wall.x, wall.y)) !== standing, "the fallen Wall, pictured");

        board.covered = false;
        tryCompare(findChild(board, "artPicture"), "status", Image.Null);
        verify(!board.artPictureShown);
    }
}
