# Nardy Telegram bot.
#   docker compose up -d                       (see compose.yaml and .env.example), or
#   docker build -t nardy . && docker run -d --env-file .env -v nardy-data:/data nardy
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    NARDY_DB=/data/nardy.sqlite3

WORKDIR /app

# Dependencies first, in their own layer: it is rebuilt only when pyproject.toml changes,
# not when the sources do.
COPY pyproject.toml ./
# FriBiDi: Pillow's raqm layout loads it to shape right-to-left text (Persian names).
RUN apt-get update && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt \
    && useradd --system --uid 10001 --home-dir /app nardy \
    && mkdir -p /data && chown nardy /data

# Then the project itself (the board fonts, for every script and emoji, ship inside
# rendering/fonts).
COPY README.md LICENSE ./
COPY engine ./engine
COPY ai ./ai
COPY rendering ./rendering
COPY storage ./storage
COPY bot ./bot
RUN pip install --no-deps .

USER nardy
VOLUME ["/data"]
# The webhook server's port (WEBHOOK_PORT); unused in long-polling mode.
EXPOSE 8080
# Healthy while the bot polls and Telegram answers, or while it serves its webhook; the
# bot's heartbeat is /data/heartbeat.json (see `nardy-bot health --help`).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["nardy-bot", "health"]
CMD ["nardy-bot"]
