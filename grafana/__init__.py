"""seer-stream's Grafana dashboards as code (grafana-foundation-sdk), and their provisioning.

queries.py holds the PromQL, panels.py one function per panel, dashboards.py the three
dashboards; `python grafana/build.py` writes them to grafana/dashboards/<uid>.json.
"""
