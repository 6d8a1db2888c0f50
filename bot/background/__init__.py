"""Timed work, all run by the job runner (`jobs`): the AI's turns (`ai_turns`), the turn
reminders (`reminders`) and the periodic sweep (`sweeper`)."""
