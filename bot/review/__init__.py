"""Looking back at games: the coach's hints and analyses (`coach`), ``/history`` and its
exports (`history`), ``/stats`` (`stats`)."""
