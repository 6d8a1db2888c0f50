// The board in SVG: the same places and colours as the picture in the chat (the server
// sends rendering.geometry's pixel places and rendering.sprites' colours), drawn from the
// viewer's side in his own numbering. Pure drawing: no rules are decided here.

const NS = "http://www.w3.org/2000/svg";

function el(name, attrs = {}, parent = null, text = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

/** Static parts (frame, felt, triangles, trays), built once per layout. */
function base(svg, L) {
  const C = L.colours;
  const [W, H] = L.size;
  svg.setAttribute("viewBox", `0 ${L.header_h} ${W} ${H - L.header_h}`);
  const defs = el("defs", {}, svg);
  for (const c of [0, 1]) {
    const g = el("radialGradient", { id: `face${c}`, cx: "40%", cy: "35%", r: "70%" }, defs);
    el("stop", { offset: "0%", "stop-color": C.CHECKER_FACE[c][0] }, g);
    el("stop", { offset: "100%", "stop-color": C.CHECKER_FACE[c][1] }, g);
  }
  const felt = el("linearGradient", { id: "felt", x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
  el("stop", { offset: "0%", "stop-color": C.FELT_DARK }, felt);
  el("stop", { offset: "50%", "stop-color": C.FELT }, felt);
  el("stop", { offset: "100%", "stop-color": C.FELT_DARK }, felt);
  el("rect", { x: 0, y: 0, width: W, height: H, fill: C.TABLE }, svg);
  const [bx0, by0, bx1, by1] = L.board;
  el("rect", { x: bx0, y: by0, width: bx1 - bx0, height: by1 - by0, fill: C.FRAME, stroke: C.FRAME_DARK, "stroke-width": 2 }, svg);
  const [fx0, fy0, fx1, fy1] = L.field;
  const [barx0, barx1] = L.bar;
  for (const [x0, x1] of [[fx0, barx0], [barx1, fx1]])
    el("rect", { x: x0, y: fy0, width: x1 - x0, height: fy1 - fy0, fill: "url(#felt)", stroke: C.FRAME_DARK, "stroke-width": 2 }, svg);
  el("rect", { x: barx0, y: fy0, width: barx1 - barx0, height: fy1 - fy0, fill: C.FRAME, stroke: C.FRAME_LIGHT, "stroke-width": 2 }, svg);
  for (const side of ["you", "opp"]) {
    const [x0, y0, x1, y1] = L.tray_rects[side];
    el("rect", { x: x0, y: y0, width: x1 - x0, height: y1 - y0, fill: C.TRAY, stroke: C.FRAME_DARK, "stroke-width": 2 }, svg);
  }
  const half = L.point_w / 2 - 2;
  for (let k = 1; k <= 24; k++) {
    const p = L.own[k];
    const light = (p.column + (p.top ? 0 : 1)) % 2 === 0;
    const fill = light ? C.TRI_LIGHT : C.TRI_DARK;
    const y = p.top ? fy0 : fy1;
    const tip = p.top ? fy0 + L.triangle_h : fy1 - L.triangle_h;
    el("polygon", { points: `${p.x - half},${y} ${p.x + half},${y} ${p.x},${tip}`, fill, stroke: "rgba(0,0,0,.3)", "stroke-width": 1 }, svg);
  }
}

function checker(g, L, color, x, y, label = null, extra = {}) {
  const C = L.colours;
  const r = L.checker_r - 1;
  const grp = el("g", extra, g);
  el("circle", { cx: x, cy: y, r, fill: `url(#face${color})`, stroke: C.CHECKER_EDGE[color], "stroke-width": 2 }, grp);
  el("circle", { cx: x, cy: y, r: r * 0.62, fill: "none", stroke: C.CHECKER_RIM[color], "stroke-width": 2 }, grp);
  if (label !== null) el("text", { x, y: y + 9, "text-anchor": "middle", "font-size": 26, fill: C.CHECKER_INK[color] }, grp, String(label));
  return grp;
}

function die(g, L, box, value, color, dim, lost) {
  const C = L.colours;
  const [x0, y0, x1, y1] = box;
  const s = x1 - x0;
  const grp = el("g", { opacity: dim ? 0.4 : 1, class: "die" }, g);
  el("rect", { x: x0, y: y0, width: s, height: s, rx: s * 0.18, fill: C.DIE_FACE[color], stroke: C.DIE_EDGE[color], "stroke-width": 2 }, grp);
  const spots = { 1: [[.5, .5]], 2: [[.27, .27], [.73, .73]], 3: [[.27, .27], [.5, .5], [.73, .73]],
    4: [[.27, .27], [.73, .27], [.27, .73], [.73, .73]], 5: [[.27, .27], [.73, .27], [.5, .5], [.27, .73], [.73, .73]],
    6: [[.27, .25], [.73, .25], [.27, .5], [.73, .5], [.27, .75], [.73, .75]] }[value];
  for (const [a, b] of spots) el("circle", { cx: x0 + a * s, cy: y0 + b * s, r: s * 0.09, fill: C.DIE_PIP[color] }, grp);
  if (lost) {
    el("line", { x1: x0 + 6, y1: y0 + 6, x2: x1 - 6, y2: y1 - 6, stroke: C.CLOSED, "stroke-width": 6 }, g);
    el("line", { x1: x0 + 6, y1: y1 - 6, x2: x1 - 6, y2: y0 + 6, stroke: C.CLOSED, "stroke-width": 6 }, g);
  }
}

/** Where the n-th checker (0 at the edge) of own point k stands. */
function place(L, k, i) {
  return L.own[k].checkers[Math.min(i, L.max_visible - 1)];
}

export class Board {
  constructor(svg) {
    this.svg = svg;
    this.layout = null;
    this.dynamic = null;
  }

  setLayout(L) {
    this.layout = L;
    this.svg.innerHTML = "";
    base(this.svg, L);
    this.dynamic = el("g", { id: "dynamic" }, this.svg);
    this.hits = el("g", { id: "hits" }, this.svg);
    const [, fy0, , fy1] = L.field;
    for (let k = 1; k <= 24; k++) {
      const p = L.own[k];
      const y = p.top ? fy0 : fy1 - L.stack_h;
      el("rect", { class: "hit", x: p.x - L.point_w / 2, y, width: L.point_w, height: L.stack_h, "data-point": k }, this.hits);
    }
    const [bx0, bx1] = L.bar;
    el("rect", { class: "hit", x: bx0, y: fy0, width: bx1 - bx0, height: L.band[0] - fy0, "data-point": 25 }, this.hits);
    const [tx0, ty0, tx1, ty1] = L.tray_rects.you;
    el("rect", { class: "hit", x: tx0, y: ty0, width: tx1 - tx0, height: ty1 - ty0, "data-point": 0 }, this.hits);
  }

  /** Draw state S; `ui` = {selected, targets: [[to, dice, via]]}. */
  draw(S, ui = {}) {
    const L = this.layout;
    const C = L.colours;
    const g = this.dynamic;
    g.innerHTML = "";
    const you = S.side, opp = 1 - S.side;
    for (let k = 1; k <= 24; k++) {
      const lab = String(k);
      const [x, y] = L.own[k].number;
      el("text", { x, y: y + 9, "text-anchor": "middle", "font-size": 26, fill: k <= 6 ? C.NUMBER : C.NUMBER_DIM }, g, lab);
    }
    // marks of the last move (orange) and this turn's steps (light blue): destinations ringed
    const marks = [];
    if (S.steps.length === 0) for (const [, to] of S.last) marks.push([to, C.LAST_MOVE]);
    for (const [, to] of S.steps) marks.push([to, C.TURN_STEP]);
    for (let k = 1; k <= 24; k++) {
      const n = S.points[k];
      if (!n) continue;
      const color = n > 0 ? you : opp;
      const count = Math.abs(n);
      const vis = Math.min(count, L.max_visible);
      for (let i = 0; i < vis; i++) {
        const [x, y] = place(L, k, i);
        const label = i === vis - 1 && count > vis ? count : null;
        const attrs = { class: "checker", "data-point": k };
        if (i === vis - 1) attrs["data-top"] = "1";
        checker(g, L, color, x, y, label, attrs);
      }
    }
    for (const [who, side] of [[you, "you"], [opp, "opp"]]) {
      const n = S.bar[side === "you" ? 0 : 1];
      for (let i = 0; i < Math.min(n, L.max_visible); i++) {
        const [x, y] = L.bar_checkers[side][i];
        checker(g, L, who, x, y, i === Math.min(n, L.max_visible) - 1 && n > L.max_visible ? n : null, { class: "checker", "data-point": side === "you" ? 25 : -1 });
      }
      const off = S.off[side === "you" ? 0 : 1];
      for (let i = 0; i < off; i++) {
        const [x0, y0, x1, y1] = L.trays[side][i];
        el("rect", { x: x0, y: y0, width: x1 - x0, height: y1 - y0, rx: 4, fill: C.CHECKER_FACE[who][1], stroke: C.CHECKER_EDGE[who], "stroke-width": 1.5 }, g);
      }
    }
    for (const [k, colour] of marks) {
      if (k < 1 || k > 24 || !S.points[k]) continue;
      const [x, y] = place(L, k, Math.abs(S.points[k]) - 1);
      el("circle", { cx: x, cy: y, r: L.checker_r + 1, fill: "none", stroke: colour, "stroke-width": 4, "pointer-events": "none" }, g);
    }
    if (S.dice) {
      const dice = S.dice[0] === S.dice[1] ? [S.dice[0], S.dice[0], S.dice[0], S.dice[0]] : [...S.dice].sort((a, b) => b - a);
      const boxes = L.dice[`${dice.length}${S.turn === S.side ? "r" : "l"}`];
      const used = [...S.used], lost = [...S.lost];
      dice.forEach((v, i) => {
        const ui_ = used.indexOf(v); const li = lost.indexOf(v);
        let dim = false, gone = false;
        if (ui_ >= 0) { used.splice(ui_, 1); dim = true; } else if (li >= 0) { lost.splice(li, 1); dim = true; gone = true; }
        die(g, L, boxes[i], v, S.turn, dim, gone);
      });
    }
    if (S.cube) {  // as rendering.overlay.draw_cube: a light face over a darker side
      // an offered double: its value on the side of the player who must answer, gold rim
      const cube = S.offer ? { value: S.offer.value, owner: S.offer.to } : S.cube;
      const where = cube.owner === null ? "none" : cube.owner === S.side ? "you" : "opp";
      const [x, y] = L.cube[where]; const h = L.cube.size / 2; const depth = 6;
      if (S.offer) el("rect", { x: x - h - 6, y: y - h - 6, width: 2 * h + 12, height: 2 * h + 12, rx: 16, fill: C.GOLD }, g);
      el("rect", { x: x - h, y: y - h, width: 2 * h, height: 2 * h, rx: 12, fill: C.CUBE_SIDE, stroke: C.CUBE_INK, "stroke-width": 2 }, g);
      el("rect", { x: x - h, y: y - h, width: 2 * h - depth, height: 2 * h - depth, rx: 11, fill: C.CUBE_FACE, stroke: C.CUBE_INK, "stroke-width": 2 }, g);
      const label = String(cube.value === 1 ? 64 : cube.value);
      el("text", { x: x - depth / 2, y: y - depth / 2 + 13, "text-anchor": "middle", "font-size": label.length < 2 ? 38 : 33, fill: C.CUBE_INK }, g, label);
    }
    if (S.result && S.result.banner) {  // as rendering.overlay.draw_banner
      const [fx0, , fx1] = L.field;
      const cx = (fx0 + fx1) / 2, h = L.banner_h;  // covers a cube left in the middle
      const pill = el("rect", { y: L.mid_y - h / 2, height: h, rx: h / 2, fill: "#181a18", stroke: C.GOLD, "stroke-width": 3, class: "banner" }, g);
      const text = el("text", { x: cx, y: L.mid_y + L.banner_size * 0.36, "text-anchor": "middle", "font-size": L.banner_size, fill: C.GOLD }, g, S.result.banner);
      const w = Math.max(Math.min(text.getComputedTextLength(), fx1 - fx0 - 40), L.cube.size);
      if (text.getComputedTextLength() > w) text.setAttribute("textLength", w);
      pill.setAttribute("x", cx - w / 2 - 24);
      pill.setAttribute("width", w + 48);
    }
    // the chosen checker and its destinations
    if (ui.selected !== undefined && ui.selected !== null) {
      const k = ui.selected;
      let at = null;
      if (k === 25) at = L.bar_checkers.you[Math.max(0, Math.min(S.bar[0], L.max_visible) - 1)];
      else if (S.points[k] > 0) at = place(L, k, Math.min(S.points[k], L.max_visible) - 1);
      if (at) el("circle", { cx: at[0], cy: at[1], r: L.checker_r + 2, fill: "none", stroke: C.GOLD, "stroke-width": 5, class: "selected", "pointer-events": "none" }, g);
      for (const [to] of ui.targets || []) {
        if (to === 0) {
          const [x0, y0, x1, y1] = L.tray_rects.you;
          el("rect", { class: "target", "data-target": 0, x: x0 + 2, y: y0 + 2, width: x1 - x0 - 4, height: y1 - y0 - 4, rx: 6 }, g);
          continue;
        }
        const n = S.points[to] > 0 ? S.points[to] : 0;
        const [x, y] = place(L, to, n);
        el("circle", { class: "target", "data-target": to, cx: x, cy: y, r: L.checker_r - 3 }, g);
      }
    }
  }

  /** The board point (own numbering; 25 the bar, 0 the tray) under a client position. */
  pointAt(clientX, clientY) {
    const hit = document.elementsFromPoint(clientX, clientY).find((e) => e.classList && e.classList.contains("hit"));
    return hit ? Number(hit.getAttribute("data-point")) : null;
  }

  /** A floating checker following a drag (client coordinates), or removed with null. */
  drag(color, clientX, clientY) {
    if (this.floating) { this.floating.remove(); this.floating = null; }
    if (clientX === null) return;
    const pt = this.svg.createSVGPoint();
    pt.x = clientX; pt.y = clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    this.floating = checker(this.svg, this.layout, color, p.x, p.y, null, { class: "dragging" });
  }
}
