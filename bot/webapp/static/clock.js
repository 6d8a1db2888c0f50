// The players' clocks of a timed game, ticked here from the server's deadline: every state
// sets them again (the server's time corrects this device's), and between two states they
// count down on their own, every quarter of a second so that each second flips on time.

const LOW = 10;  // seconds: the running clock turns red

/** `seconds` as the chat's caption writes a reserve: m:ss (h:mm:ss from an hour), rounded up. */
export function formatSeconds(seconds) {
  const total = Math.max(0, Math.ceil(seconds - 1e-9));
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

export class Clocks {
  /** `boxes[colour]`: the element that shows that colour's clock (filled by `set`). */
  constructor(delayText) {
    this.delayText = delayText;
    this.clock = null;
    this.boxes = [null, null];
    this.offset = 0;
    this.timer = null;
  }

  /** Show `clock` (a state's `clock`, or null: no clocks) in `boxes` (by colour). */
  set(clock, boxes) {
    this.clock = clock;
    this.boxes = boxes;
    if (clock) this.offset = clock.now - Date.now() / 1000;  // the server's time, here
    for (const box of boxes) if (box) box.hidden = !clock;
    if (clock && clock.mover !== null && !this.timer) this.timer = setInterval(() => this.tick(), 250);
    if ((!clock || clock.mover === null) && this.timer) { clearInterval(this.timer); this.timer = null; }
    this.tick();
  }

  /** The seconds of reserve and of the turn's free time `colour` has now. */
  left(colour) {
    const c = this.clock;
    if (c.mover !== colour || c.deadline === null) return [c.left[colour], 0];
    const rest = c.deadline - (Date.now() / 1000 + this.offset);
    return [Math.max(0, Math.min(c.reserves[colour], rest)), Math.max(0, rest - c.reserves[colour])];
  }

  tick() {
    const c = this.clock;
    if (!c) return;
    for (const colour of [0, 1]) {
      const box = this.boxes[colour];
      if (!box) continue;
      const [reserve, free] = this.left(colour);
      const running = c.mover === colour;
      box.textContent = formatSeconds(reserve);
      box.dataset.seconds = (reserve + free).toFixed(2);
      if (running && free > 0) {
        const d = document.createElement("span");
        d.className = "delay";
        d.textContent = this.delayText(Math.ceil(free - 1e-9));
        box.appendChild(d);
      }
      box.classList.toggle("run", running);
      box.classList.toggle("low", running && reserve + free <= LOW);
    }
    document.body.dataset.clock = c.mover === null ? (c.paused ? "paused" : "stopped") : "running";
  }
}
