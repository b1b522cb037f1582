// Arbiter's phone page: a player's seat at the table (docs/phones.md, "The page"). The tablet is the
// referee: this page shows its view, sends the player's requests with the head they were made against, and
// shows the verdicts. It never decides a rule; view.legal enables the buttons. Each module does one job
// (docs/phones.md lists them); this one starts them in order. Its words are in the phone's language
// (i18n.js): nothing is drawn and no hello is sent before they are in (or given up on).
import { wordsLoaded } from "./i18n.js";
import { readAddress } from "./page_state.js";
import { translateStaticTexts } from "./static_texts.js";
import { wireNotices } from "./notices.js";
import { connect, wireConnection } from "./connection.js";
import "./requests.js";
import "./table_view.js";
import { wireMine } from "./mine.js";
import { wireReport } from "./phone_report.js";
import { keepScreenOn } from "./phone_awake.js";
import { wireSections } from "./turn_actions.js";
// The sections of turn_actions.js, drawn in this order with the player's part of the table.
import "./offers.js";
import "./run_away.js";
import "./hits.js";
import "./fight_start.js";
import "./turn_steps.js";
import "./fight_cards.js";
import "./my_cards.js";
import "./panic_turn.js";
import "./panic_place.js";
import "./panic_cards.js";

readAddress();
wordsLoaded.then(() => {
  translateStaticTexts();
  wireNotices();
  wireMine();
  wireSections();
  wireReport();
  wireConnection();
  connect();
  keepScreenOn();
});
