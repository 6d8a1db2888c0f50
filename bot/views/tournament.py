"""A tournament as texts: a round's pairings with their results, the standings (also the
translated headers and legend of the standings picture, `rendering.standings`) and the
winner. Pure: the tournament is the engine's value, names come from the caller."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from engine.tournament import Format, Outcome, Pairing, Tournament

from ..i18n import Translator

__all__ = ["pairings_text", "standings_picture_texts", "standings_text", "title_text"]


def _name(names: Mapping[int, str], player: int) -> str:
    return escape(names.get(player, str(player)))


def title_text(tr: Translator, t: Tournament) -> str:
    """The tournament's heading: its format."""
    return tr("tour.title", format=tr(f"tour.format.{t.format.value}"))


def _pairing_line(tr: Translator, p: Pairing, names: Mapping[int, str]) -> str:
    assert p.b is not None
    a, b = _name(names, p.a), _name(names, p.b)
    if p.outcome is None:
        return tr("tour.pairing.open", board=p.board, a=a, b=b)
    if p.outcome is Outcome.BOTH_FORFEIT:
        return tr("tour.pairing.both_forfeit", board=p.board, a=a, b=b)
    score = "1:0" if p.winner == p.a else "0:1"
    key = "tour.pairing.forfeit" if p.forfeit else "tour.pairing.score"
    return tr(key, board=p.board, a=a, b=b, score=score)


def pairings_text(
    tr: Translator, t: Tournament, round_number: int, names: Mapping[int, str]
) -> str:
    """Round ``round_number``'s pairings, one a line with the result once known, then the
    bye (a rest round in a round robin)."""
    rnd = t.rounds[round_number - 1]
    lines = [tr("tour.pairings", round=rnd.number, total=t.rounds_total)]
    lines += [_pairing_line(tr, p, names) for p in rnd.pairings if p.b is not None]
    for p in rnd.pairings:
        if p.b is None:
            key = "tour.rest" if t.format is Format.ROUND_ROBIN else "tour.bye"
            lines.append(tr(key, name=_name(names, p.a)))
    return "\n".join(lines)


def standings_text(tr: Translator, t: Tournament, names: Mapping[int, str]) -> str:
    """The standings, one line a player (points, tie-breaks, matches played, marks), with
    the winner and the tie-break rule under it at the end."""
    done = sum(1 for r in t.rounds if r.done)
    if t.finished:
        head = tr("tour.standings.final")
    else:
        head = tr("tour.standings", round_text=tr("tour.round", round=done, total=t.rounds_total))
    lines = [head]
    for s in t.standings():
        marks = tr("tour.mark.forfeits", count=s.forfeits) if s.forfeits else ""
        if s.withdrawn:
            marks += tr("tour.mark.withdrawn")
        name = _name(names, s.player)
        if t.format is Format.KNOCKOUT:
            lines.append(tr("tour.row.knockout", place=s.place, name=name, points=s.points,
                            wins_word=tr.plural(s.points, "tour.wins"), marks=marks))
        else:
            lines.append(tr(
                "tour.row", place=s.place, name=name, points=s.points,
                points_word=tr.plural(s.points, "tour.points"), buchholz=s.buchholz,
                sb=s.sonneborn_berger, played=s.played,
                matches_word=tr.plural(s.played, "tour.matches"), marks=marks,
            ))  # fmt: skip
    if t.format is not Format.KNOCKOUT:
        lines += ["", tr("tour.tiebreaks")]
    winner = t.winner
    if winner is not None:
        lines += ["", tr("tour.winner", name=_name(names, winner))]
    return "\n".join(lines)


def standings_picture_texts(tr: Translator, t: Tournament) -> dict[str, str]:
    """The texts of `rendering.standings.render_standings` for ``t`` in ``tr``'s language."""
    done = sum(1 for r in t.rounds if r.done)
    return {
        "title": tr("tour.picture.title", format=tr(f"tour.format.{t.format.value}")),
        "subtitle": tr("tour.round", round=done, total=t.rounds_total),
        "place": tr("tour.col.place"),
        "name": tr("tour.col.name"),
        "points": tr("tour.col.points"),
        "buchholz": tr("tour.col.buchholz"),
        "sonneborn_berger": tr("tour.col.sb"),
        "played": tr("tour.col.played"),
        "legend": tr("tour.legend"),
    }
