// The page: reads the game from the bot, draws it, sends taps as moves, follows changes.
// The engine behind the API decides everything: the page only offers what the state lists.

import * as tg from "./tg.js";
import { Board } from "./board.js";
import { Clocks } from "./clock.js";

const $ = (id) => document.getElementById(id);
const api = "api/";
let texts = {};
let key = "";
let state = null;
let selected = null;
let busy = false;
let stream = null;
let primary = null;
const board = new Board($("board"));
const clocks = new Clocks((seconds) => t("webapp.clock.delay", { seconds }));

function t(k, values = {}) {
  const s = texts[k] || k;
  return s.replace(/\{(\w+)\}/g, (_, name) => (name in values ? String(values[name]) : ""));
}

function plural(n, word) {
  // the catalogue sends each CLDR category's form; the browser knows the language's rules
  const lang = state ? state.lang : "en";
  const cat = new Intl.PluralRules(lang).select(n);
  return texts[`${word}.${cat}`] ?? texts[`${word}.other`] ?? texts[`${word}.many`] ?? word;
}

function headers() {
  return { Authorization: `tma ${tg.initData()}`, "Content-Type": "application/json" };
}

const ERRORS = { auth: "webapp.err.auth", tampered: "webapp.err.auth", expired: "webapp.err.auth",
  denied: "webapp.err.denied", gone: "webapp.err.gone", flood: "webapp.err.flood", key: "webapp.err.bad" };

async function fail(reason) {
  const k = ERRORS[reason] || "webapp.err.network";
  if (!texts[k]) {  // no game read yet: the error texts in the browser's language
    const res = await fetch(`${api}texts?lang=${encodeURIComponent(navigator.language || "")}`).catch(() => null);
    const got = res && res.ok ? await res.json().catch(() => null) : null;
    if (got) { texts = { ...got.texts, ...texts }; document.documentElement.lang = got.lang; }
  }
  $("status").textContent = texts[k] ? t(k) : reason;
  document.body.dataset.error = reason;
}

async function request(path, body = null) {
  const res = await fetch(api + path, body ? { method: "POST", headers: headers(), body: JSON.stringify(body) } : { headers: headers() });
  const data = await res.json().catch(() => ({ error: "network" }));
  if (!res.ok) throw Object.assign(new Error(data.error || "network"), { reason: data.error || "network" });
  return data;
}

function toast(text, long = false) {
  if (!text) return;
  const box = $("toast");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, long ? 6000 : 1800);
}

function dialog(text, buttons) {
  const box = $("dialog");
  box.querySelector(".text").textContent = text;
  const row = box.querySelector(".buttons");
  row.innerHTML = "";
  for (const [label, cls, fn] of buttons) {
    const b = document.createElement("button");
    b.textContent = label; b.className = cls;
    b.onclick = () => { box.hidden = true; tg.backButton(false); fn(); };
    row.appendChild(b);
  }
  box.hidden = false;
  tg.backButton(true);
}

/** Show a new state (never an older version of the same game). */
function show(S, force = false) {
  if (!S) return;
  if (!force && state && S.game === state.game && S.v < state.v) return;
  const changed = !state || S.game !== state.game || S.v !== state.v;
  state = S;
  key = S.key;
  if (changed) selected = null;
  render();
  clearTimeout(show.next);
  if (S.next && S.finished) show.next = setTimeout(() => follow(S.next), 4000);  // the result first
}

function render() {
  const S = state;
  document.body.dataset.v = S.v;
  document.body.dataset.game = S.game;
  document.body.dataset.turn = S.turn;
  document.body.dataset.finished = S.finished ? "1" : "0";
  const targets = selected !== null ? (S.moves[String(selected)] || []) : [];
  board.draw(S, { selected, targets });
  const you = S.side, opp = 1 - S.side;
  for (const [id, c, pips] of [["you", you, S.pips[0]], ["opp", opp, S.pips[1]]]) {
    const box = $(id);
    box.querySelector(".dot").className = `dot c${c}`;
    box.querySelector(".name").textContent = S.names[c] + (id === "you" && S.you !== null ? ` (${t("webapp.you")})` : "");
    box.querySelector(".pips").textContent = String(pips);
    box.classList.toggle("on", !S.finished && S.turn === c);
  }
  const clockBoxes = [null, null];
  clockBoxes[you] = $("you").querySelector(".clock");
  clockBoxes[opp] = $("opp").querySelector(".clock");
  clocks.set(S.finished ? null : S.clock, clockBoxes);
  document.body.dataset.paused = S.clock && S.clock.paused ? "1" : "0";
  const bits = [];
  if (S.clock && !S.finished && !S.clock.paused && S.clock.asked !== null) bits.push(t("webapp.clock.asked", { name: S.names[S.clock.asked] }));
  if (S.match) bits.push(t("webapp.match", { target: S.match.target, you: S.match.score[0], opp: S.match.score[1] }));
  if (S.offer) bits.push(t("webapp.cube.offered", { value: S.offer.value }));
  else if (S.cube && S.cube.value > 1) bits.push(t("webapp.cube", { value: S.cube.value }));
  $("match").textContent = bits.join(" · ");
  $("status").textContent = statusLine(S);
  actions(S);
}

function statusLine(S) {
  if (S.finished) return S.result ? S.result.text : t("webapp.finished");
  if (S.clock && S.clock.paused) return t("webapp.clock.paused");
  if (S.you === null) return `${t("webapp.watching")} · ${t("webapp.turn.other", { name: S.names[S.turn] })}`;
  if (S.double_offered) {
    const value = (S.cube ? S.cube.value : 1) * 2;
    return S.can.take ? t("webapp.turn.double", { value, points_word: plural(value, "points") }) : t("webapp.turn.wait_answer");
  }
  if (S.turn !== S.you) return t("webapp.turn.other", { name: S.names[S.turn] });
  if (S.dice === null) return t(S.can.double ? "webapp.turn.roll" : "webapp.turn.roll_only");
  if (S.can.done) return S.lost.length ? t("webapp.no_more") : t("webapp.complete");
  return selected !== null ? t("webapp.pick") : t("webapp.tap");
}

function button(label, cls, fn, name) {
  const b = document.createElement("button");
  b.textContent = label; b.className = cls; b.dataset.action = name;
  b.onclick = fn;
  $("actions").appendChild(b);
  return b;
}

function actions(S) {
  $("actions").innerHTML = "";
  primary = null;
  const c = S.can;
  if (c.roll) { primary = ["roll", t("btn.roll")]; button(t("btn.roll"), "", () => act("roll"), "roll"); }
  if (c.double) button(t("btn.double", { value: (S.cube ? S.cube.value : 1) * 2 }), "secondary", () => act("double"), "double");
  if (c.take) {
    const v = (S.cube ? S.cube.value : 1) * 2;
    primary = ["take", t("btn.take", { value: v, points_word: plural(v, "points") })];
    button(primary[1], "", () => act("take"), "take");
    button(t("btn.pass", { value: S.cube ? S.cube.value : 1, points_word: plural(S.cube ? S.cube.value : 1, "points") }), "danger", () => act("pass"), "pass");
  }
  if (c.undo) button(t("btn.undo"), "secondary", () => act("undo"), "undo");
  if (c.done) { primary = ["done", t("btn.done")]; button(t("btn.done"), "", () => act("done"), "done"); }
  if (c.hint) button(t("coach.btn.hint"), "secondary", () => act("hint"), "hint");
  if (c.resign) button(t("webapp.resign"), "danger", resign, "resign");
  if (S.finished && S.next) button(t("webapp.next"), "", () => follow(S.next), "next");
  tg.mainButton(primary ? primary[1] : null);
}

function resign() {
  const S = state;
  const buttons = [[S.match ? t("webapp.resign.game") : t("btn.resign_yes"), "danger", () => act("resign")]];
  if (S.match) buttons.push([t("btn.resign_match"), "danger", () => act("resign_match")]);
  buttons.push([t("btn.resign_no"), "secondary", () => {}]);
  dialog(S.match ? t("webapp.resign.ask_match") : t("webapp.resign.ask"), buttons);
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  document.body.dataset.busy = "1";
  try {
    const r = await request(path, { g: key, v: state.v, ...body });
    if (r.stale) { tg.haptic("warning"); toast(r.text); show(r.state, true); return; }
    if (!r.ok) { tg.haptic("error"); if (r.alert && r.text.length > 60) dialog(r.text, [["OK", "", () => {}]]); else toast(r.text); show(r.state); return; }
    tg.haptic(path === "move" ? "light" : "medium");
    if (r.alert && r.text) dialog(r.text, [["OK", "", () => {}]]); else toast(r.text);
    show(r.state);
  } catch (e) {
    fail(e.reason || "network");
  } finally {
    busy = false;
    delete document.body.dataset.busy;
  }
}

function act(a) { return send("act", { a }); }

function move(from, to) {
  const options = (state.moves[String(from)] || []).filter((m) => m[0] === to);
  if (!options.length) return false;
  selected = null;
  send("move", { f: from, d: options[0][1] });
  return true;
}

function isTarget(point) {
  return selected !== null && (state.moves[String(selected)] || []).some((m) => m[0] === point);
}

function movable(point) {
  const S = state;
  return !!(S && !busy && S.you !== null && S.turn === S.you && S.dice && point !== null && S.moves[String(point)]);
}

// taps and drags on the board: tap a checker, then a lit point; or drag the checker there
let press = null;
const svg = $("board");
svg.addEventListener("pointerdown", (e) => {
  const point = board.pointAt(e.clientX, e.clientY);
  press = { point, x: e.clientX, y: e.clientY, dragging: false, id: e.pointerId };
  if (!isTarget(point) && movable(point) && selected !== point) {
    selected = point;
    tg.haptic("light");
    render();
  }
});
svg.addEventListener("pointermove", (e) => {
  if (!press || press.id !== e.pointerId || !movable(press.point) || selected !== press.point) return;
  if (!press.dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 12) {
    press.dragging = true;
    try { svg.setPointerCapture(e.pointerId); } catch (_) { /* the pointer is gone */ }
  }
  if (press.dragging) board.drag(state.side, e.clientX, e.clientY);
});
svg.addEventListener("pointerup", (e) => {
  if (!press || press.id !== e.pointerId) return;
  const start = press;
  press = null;
  board.drag(null, null, null);
  if (!state) return;
  const point = board.pointAt(e.clientX, e.clientY);
  if (start.dragging) {
    if (point !== start.point && isTarget(point)) move(selected, point);
    return;
  }
  if (isTarget(point)) { move(selected, point); return; }
  if (!movable(point)) { selected = null; render(); }
});
svg.addEventListener("pointercancel", () => { press = null; board.drag(null, null, null); });

// live updates: Server-Sent Events read with fetch (the initData travels in a header)
async function follow(next) {
  clearTimeout(show.next);
  if (stream) stream.abort();
  key = next;
  try {
    show(await request(`state?g=${encodeURIComponent(key)}`), true);
  } catch (e) { fail(e.reason || "network"); return; }
  listen();
}

async function listen() {
  const ctrl = new AbortController();
  stream = ctrl;
  let delay = 500;
  while (!ctrl.signal.aborted) {
    try {
      const res = await fetch(`${api}events?g=${encodeURIComponent(key)}`, { headers: headers(), signal: ctrl.signal });
      if (!res.ok) {
        const data = await res.json().catch(() => ({}));
        if (res.status !== 429 && res.status < 500) { fail(data.error || "network"); return; }
        throw new Error("retry");
      }
      document.body.dataset.live = "1";
      delay = 500;
      const reader = res.body.getReader();
      const dec = new TextDecoder();
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let i;
        while ((i = buf.indexOf("\n\n")) >= 0) {
          const chunk = buf.slice(0, i); buf = buf.slice(i + 2);
          const data = chunk.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
          if (data) show(JSON.parse(data));
        }
      }
    } catch (e) {
      if (ctrl.signal.aborted) return;
    }
    delete document.body.dataset.live;
    if (texts["webapp.err.network"]) $("status").textContent = t("webapp.err.network");
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 8000);
  }
}

// a page put aside (closed, or kept in the back-forward cache) gives its stream back
window.addEventListener("pagehide", () => { if (stream) stream.abort(); });
window.addEventListener("pageshow", (e) => { if (e.persisted && key) follow(key); });

async function main() {
  await tg.connect();
  tg.applyTheme();
  tg.ready();
  tg.on("main_button_pressed", () => { if (primary) act(primary[0]); });
  tg.on("back_button_pressed", () => { $("dialog").hidden = true; tg.backButton(false); selected = null; if (state) render(); });
  key = tg.gameKey();
  if (!tg.initData()) { fail("auth"); return; }
  if (!key) { fail("key"); return; }
  let first;
  try {
    first = await request(`state?g=${encodeURIComponent(key)}&texts=1`);
  } catch (e) { fail(e.reason || "network"); return; }
  texts = first.texts;
  document.documentElement.lang = first.lang;
  document.title = t("webapp.title");
  board.setLayout(first.layout);
  show(first, true);
  document.body.dataset.ready = "1";
  performance.mark("board-ready");
  listen();
}

main();
