"""Tournament texts: formats, rounds, pairings, the bye, the standings and tie-breaks; part
of the ``en`` catalogue (:mod:`bot.i18n.en`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "tour.format.swiss": "Swiss system",
    "tour.format.knockout": "knockout (single elimination)",
    "tour.format.round_robin": "round robin",
    "tour.title": "🏆 Tournament: {format}",
    "tour.picture.title": "Tournament: {format}",
    "tour.round": "Round {round} of {total}",
    "tour.pairings": "<b>Round {round} of {total}</b> — pairings:",
    "tour.pairing.open": "{board}. {a} — {b}",
    "tour.pairing.score": "{board}. {a} — {b}: <b>{score}</b>",
    "tour.pairing.forfeit": "{board}. {a} — {b}: <b>{score}</b> (forfeit)",
    "tour.pairing.both_forfeit": "{board}. {a} — {b}: <b>0:0</b> (both forfeited)",
    "tour.bye": "Bye (+1 point): {name}",
    "tour.rest": "Resting this round: {name}",
    "tour.standings": "<b>Standings</b> — {round_text}",
    "tour.standings.final": "<b>Final standings</b>",
    "tour.row": "{place}. {name} — {points} {points_word} · Bh {buchholz} · SB {sb} · {played} {matches_word}{marks}",
    "tour.row.knockout": "{place}. {name} — {points} {wins_word}{marks}",
    "tour.points.one": "point",
    "tour.points.few": "points",
    "tour.points.many": "points",
    "tour.matches.one": "match",
    "tour.matches.few": "matches",
    "tour.matches.many": "matches",
    "tour.wins.one": "win",
    "tour.wins.few": "wins",
    "tour.wins.many": "wins",
    "tour.mark.forfeits": " · forfeits: {count}",
    "tour.mark.withdrawn": " · 🚪 withdrawn",
    "tour.tiebreaks": (
        "Players level on points are ranked by Buchholz (Bh: the sum of their opponents' "
        "points), then Sonneborn–Berger (SB: the sum of the points of the opponents they "
        "beat), then their head-to-head result."
    ),
    "tour.winner": "🏆 The tournament is over. The winner: {name}!",
    "tour.col.place": "#",
    "tour.col.name": "Player",
    "tour.col.points": "Pts",
    "tour.col.buchholz": "Bh",
    "tour.col.sb": "SB",
    "tour.col.played": "M",
    "tour.legend": "×n forfeits; struck through: withdrawn",
}
