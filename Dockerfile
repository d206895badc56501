# seer-stream worker image.
#
#   docker build -t seer-stream .
#   docker run --rm -e SEER_KAFKA_BOOTSTRAP=kafka:9092 -p 127.0.0.1:6066:6066 seer-stream
#
# The same image runs every command: `seer-stream topics`, `publish`, `dlq replay`, ...
# deploy/compose.yaml and deploy/kubernetes/ use it.

FROM python:3.11-slim AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# A C compiler: the lexical evaluator is compiled with mypyc (setup.py, SEER_COMPILE=1),
# judging an event in about two thirds of its pure-Python time with the same judgments.
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*

RUN python -m venv /opt/seer-stream
WORKDIR /src
# pyproject.toml names README.md as the package's readme, so the build needs it; the
# licence goes into the installed package's metadata; setup.py compiles the lexical evaluator.
COPY pyproject.toml README.md LICENSE setup.py ./
COPY stream ./stream
# mypy (which ships mypyc) is needed to build, not to run: removed once the package is in,
# with what only it needs (mypy_extensions stays: faust needs it too). The package goes in
# twice: pure first, for its dependencies, whose types mypyc reads; then compiled over it.
RUN /opt/seer-stream/bin/pip install "mypy==2.4.1" "setuptools>=77" \
    && /opt/seer-stream/bin/pip install --no-build-isolation . \
    && SEER_COMPILE=1 /opt/seer-stream/bin/pip install --no-build-isolation --no-deps \
       --force-reinstall . \
    && /opt/seer-stream/bin/pip uninstall -y mypy librt ast-serialize pathspec \
    && /opt/seer-stream/bin/python -I -c "import stream.evaluators.lexical as m; assert m.__file__.endswith('.so'), m.__file__" \
    && /opt/seer-stream/bin/seer-stream --help > /dev/null


FROM python:3.11-slim

# A fixed numeric uid (deploy/kubernetes/deployment.yaml uses it too), so that Kubernetes'
# runAsNonRoot can check it without running the image.
RUN groupadd --system --gid 10001 seer \
    && useradd --system --uid 10001 --gid seer --home-dir /var/lib/seer-stream \
       --shell /usr/sbin/nologin seer \
    && mkdir -p /var/lib/seer-stream \
    && chown seer:seer /var/lib/seer-stream

COPY --from=build /opt/seer-stream /opt/seer-stream

ENV PATH=/opt/seer-stream/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    SEER_WEB_HOST=0.0.0.0 \
    SEER_WEB_PORT=6066 \
    SEER_DATA_DIR=/var/lib/seer-stream/data

WORKDIR /var/lib/seer-stream
USER 10001:10001

# Prometheus metrics at /metrics.
EXPOSE 6066

CMD ["seer-stream", "worker"]
