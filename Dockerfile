# Nardy Telegram bot. Build: docker build -t nardy .
# Run:   docker run -e BOT_TOKEN=123:abc -v nardy-data:/data nardy
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    NARDY_DB=/data/nardy.sqlite3

WORKDIR /app
COPY pyproject.toml README.md LICENSE ./
COPY engine ./engine
COPY ai ./ai
COPY rendering ./rendering
COPY storage ./storage
COPY bot ./bot
RUN pip install --no-cache-dir . \
    && useradd --system --uid 10001 --home-dir /app nardy \
    && mkdir -p /data && chown nardy /data

# The board fonts (DejaVu, with Cyrillic) ship inside the rendering package.
USER nardy
VOLUME ["/data"]
CMD ["nardy-bot"]
