"""How the shipped networks are made: run by hand from a checkout, never by the bot.

- :mod:`ai.training.train` — self-play TD(lambda) training (``python -m ai.training.train``);
- :mod:`ai.training.supervised` — labelled shards (``gen``: GNU Backgammon's evaluations of
  short-nardy positions) and the supervised fit of a network to them (``fit``, ``widen``);
- :mod:`ai.training.expert` — long nardy's labels by expert iteration (the master's own
  1-ply or 2-ply values);
- :mod:`ai.training.onpolicy` — short-nardy positions the bot itself reaches, labelled by
  GNU Backgammon, with the decision each came from;
- :mod:`ai.training.rankfit` — the decision-ranking fit on those grouped shards;
- :mod:`ai.training.distill` — the pruning networks' labels (the 1-ply values of all rolls);
- :mod:`ai.training.baseline` — a heuristic player and a random one: the yardstick of
  ``train``'s progress log and opponents of ``bench/ai.py``.

``ai/TRAINING.md`` gives the commands and the recipe of every shipped weight file. This
subpackage is not part of the installed package nor of the Docker image (``pyproject.toml``,
``.dockerignore``); the bot and ``python -m ai move`` never import it (the tests and
``bench/ai.py`` do). Within ``ai/`` only these
modules import GNU Backgammon (``gnubg_nn``, a development dependency).
"""
