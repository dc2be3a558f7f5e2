"""Play with friends over the network: the ``pitch-net/1`` protocol, the table server, a client.

No Qt here (an import-linter contract holds it), so the headless server runs on a machine
without a display: ``protocol`` (messages and their checks, a seat's view as JSON), ``codes``
(invite codes and seat tokens), ``limits`` (rates and back-offs), ``server`` (one authoritative
server holding many tables, on the engine), ``client`` (asyncio and threaded clients),
``discovery`` (LAN announcements) and ``server_main`` (``pitch-server``). See docs/network.md.
"""
