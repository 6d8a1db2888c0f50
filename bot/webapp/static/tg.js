// The bridge to the Telegram client: initData, theme, haptics, main and back buttons.
// Uses Telegram's telegram-web-app.js when the page runs inside Telegram and the script
// loads; otherwise it reads what the client puts in the URL (#tgWebAppData=...) and talks
// to the client with the same events the script would send.

const hash = new URLSearchParams(location.hash.slice(1));
const query = new URLSearchParams(location.search);
let webApp = null;
const handlers = {};

function receive(name, data) {
  for (const fn of handlers[name] || []) fn(data);
}

// Events of clients that run the page without Telegram's script.
window.Telegram = window.Telegram || {};
window.Telegram.WebView = window.Telegram.WebView || { receiveEvent: receive };
window.addEventListener("message", (e) => {
  try {
    const msg = typeof e.data === "string" ? JSON.parse(e.data) : e.data;
    if (msg && msg.eventType) receive(msg.eventType, msg.eventData);
  } catch (_) { /* not an event of the client */ }
});

function post(name, data = {}) {
  const body = JSON.stringify(data);
  try {
    if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(name, body);
    else if (window.external && "notify" in window.external)
      window.external.notify(JSON.stringify({ eventType: name, eventData: data }));
    else if (window.parent !== window)
      window.parent.postMessage(JSON.stringify({ eventType: name, eventData: data }), "*");
  } catch (_) { /* outside Telegram: nothing to tell */ }
}

/** Load Telegram's script when the page runs inside a Telegram client (at most 1.5 s). */
export async function connect() {
  const platform = hash.get("tgWebAppPlatform");
  if (!platform || platform === "unknown") return;
  await new Promise((resolve) => {
    const s = document.createElement("script");
    s.src = "https://telegram.org/js/telegram-web-app.js";
    s.onload = s.onerror = resolve;
    setTimeout(resolve, 1500);
    document.head.appendChild(s);
  });
  webApp = (window.Telegram && window.Telegram.WebApp) || null;
}

/** The signed initData string of this launch ("" when opened outside Telegram). */
export function initData() {
  return (webApp && webApp.initData) || hash.get("tgWebAppData") || "";
}

/** The game key: ?g= of a web_app button, or start_param of a t.me/<bot>/<app> link. */
export function gameKey() {
  if (query.get("g")) return query.get("g");
  if (hash.get("tgWebAppStartParam")) return hash.get("tgWebAppStartParam");
  const data = new URLSearchParams(initData());
  return data.get("start_param") || "";
}

/** Telegram's theme colours as CSS variables (--tg-theme-*). */
export function applyTheme() {
  let params = webApp ? webApp.themeParams : null;
  if (!params) {
    try { params = JSON.parse(hash.get("tgWebAppThemeParams") || "{}"); } catch (_) { params = {}; }
  }
  for (const [k, v] of Object.entries(params || {})) {
    if (typeof v === "string") document.documentElement.style.setProperty(`--tg-theme-${k.replace(/_/g, "-")}`, v);
  }
}

export function ready() {
  if (webApp) { webApp.ready(); webApp.expand(); return; }
  post("web_app_ready"); post("web_app_expand");
  on("theme_changed", (d) => { if (d && d.theme_params) { hash.set("tgWebAppThemeParams", JSON.stringify(d.theme_params)); applyTheme(); } });
}

export function on(name, fn) {
  (handlers[name] = handlers[name] || []).push(fn);
  if (webApp) {
    const map = { main_button_pressed: "mainButtonClicked", back_button_pressed: "backButtonClicked", theme_changed: "themeChanged" };
    if (map[name]) webApp.onEvent(map[name], () => { if (name === "theme_changed") applyTheme(); fn(); });
  }
}

export function haptic(kind = "light") {
  if (webApp && webApp.HapticFeedback) {
    if (kind === "error" || kind === "success" || kind === "warning") webApp.HapticFeedback.notificationOccurred(kind);
    else webApp.HapticFeedback.impactOccurred(kind);
    return;
  }
  if (kind === "error" || kind === "success" || kind === "warning") post("web_app_trigger_haptic_feedback", { type: "notification", notification_type: kind });
  else post("web_app_trigger_haptic_feedback", { type: "impact", impact_style: kind });
}

/** The client's main button: shown with `text` (or hidden with null). */
export function mainButton(text) {
  if (webApp) {
    if (text) { webApp.MainButton.setText(text); webApp.MainButton.show(); } else webApp.MainButton.hide();
    return;
  }
  const style = getComputedStyle(document.documentElement);
  post("web_app_setup_main_button", { is_visible: !!text, is_active: !!text, text: text || "",
    color: style.getPropertyValue("--button").trim() || "#5288c1",
    text_color: style.getPropertyValue("--button-text").trim() || "#ffffff" });
}

export function backButton(visible) {
  if (webApp) { if (visible) webApp.BackButton.show(); else webApp.BackButton.hide(); return; }
  post("web_app_setup_back_button", { is_visible: !!visible });
}

/** Whether the page runs inside a Telegram client (its own main button exists). */
export function inTelegram() {
  return !!webApp || !!window.TelegramWebviewProxy || (window.parent !== window);
}
