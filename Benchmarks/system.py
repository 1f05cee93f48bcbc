#!/usr/bin/env python3
"""layoutd's whole-process benchmarks: scale (many specs) and big specs.

  scale  1,000 specs in 100 folders: time from exec to READY=1 (sd_notify, the same message systemd
         waits for), then to the answer of a `sync` (every file written, the first scan's pictures
         too), resident memory at READY and 10 s after the sync, CPU used in those 10 idle seconds.
  big    `layoutd compute` of one spec of 1,000,000 items (1,000 sections x 1,000): wall time of the
         whole process, its peak resident memory, and the JSON written per second.
  cpu    the daemon's CPU time per save over 1,000 saves of the typical spec, each saved once the
         previous one's diff reached a subscriber, with `preview: svg` (the default), until a `sync`
         has everything written.
  heavy  a small spec's save to its diff (a subscriber's) while a heavy spec lays out: 1,000
         environments x 20 compositional sections whose sizes read the container's width, saved just
         before; against the small spec's saves with nothing else to do.

Usage: system.py [scale|big|cpu|heavy|all] [--layoutd PATH]
"""
import argparse, os, resource, shutil, socket, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
SCREEN = """environments: [{{device: iPhone 15}}]
layout: {{type: flow, itemSize: [100, 100], minimumLineSpacing: 10, sectionInset: 10}}
sections:
  - {{id: featured, header: 44, items: {a}}}
  - {{id: recent, header: 44, items: {b}}}
  - {{id: more, footer: 30, items: 12}}
"""


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def scale(layoutd, specs=1000, folders=100, idle=10.0):
    base = tempfile.mkdtemp(prefix="layoutd-scale-")
    try:
        root = os.path.join(base, "specs")
        for n in range(specs):
            folder = os.path.join(root, f"folder{n % folders:03d}")
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, f"screen{n:04d}.layout.yaml"), "w") as f:
                f.write(SCREEN.format(a=6 + n % 10, b=20 + n % 7))
        notify = os.path.join(base, "notify.sock")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        listener.bind(notify)
        env = dict(os.environ, NOTIFY_SOCKET=notify)
        start = time.monotonic()
        daemon = subprocess.Popen(
            [layoutd, "serve", "--watch", root, "--output", os.path.join(base, "out"),
             "--socket", os.path.join(base, "layoutd.sock")],
            env=env, stderr=subprocess.DEVNULL)
        listener.settimeout(60)
        while True:
            message = listener.recv(4096).decode()
            if "READY=1" in message.split("\n"):
                ready = time.monotonic() - start
                break
        rss_ready = rss_kib(daemon.pid)
        # The first scan's pictures are drawn after READY; a sync answers once they are written.
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.connect(os.path.join(base, "layoutd.sock"))
        client.sendall(b'{"id": 1, "command": "sync"}\n')
        answer = client.makefile().readline()
        written = time.monotonic() - start
        client.close()
        if '"ok": true' not in answer and '"ok":true' not in answer:
            raise SystemExit(f"sync failed: {answer}")
        cpu_before = cpu_seconds(daemon.pid)
        time.sleep(idle)
        cpu_idle = cpu_seconds(daemon.pid) - cpu_before
        rss_idle = rss_kib(daemon.pid)
        daemon.terminate()
        daemon.wait(10)
        print(f"scale: {specs} specs in {folders} folders: READY after {ready * 1000:.0f} ms, "
              f"everything written (sync) after {written * 1000:.0f} ms; "
              f"resident {rss_ready / 1024:.1f} MiB at READY, {rss_idle / 1024:.1f} MiB {idle:.0f} s later; "
              f"CPU while idle {cpu_idle * 1000:.0f} ms in {idle:.0f} s")
        return {"ready_ms": ready * 1000, "written_ms": written * 1000, "rss_ready_mib": rss_ready / 1024, "rss_idle_mib": rss_idle / 1024,
                "idle_cpu_ms": cpu_idle * 1000}
    finally:
        shutil.rmtree(base, ignore_errors=True)


def big(layoutd, sections=1000, items=1000, runs=3):
    base = tempfile.mkdtemp(prefix="layoutd-big-")
    try:
        spec = os.path.join(base, "big.layout.yaml")
        with open(spec, "w") as f:
            f.write("environments: [{name: phone, size: [375, 812]}]\n")
            f.write("layout: {type: flow, itemSize: [100, 100], minimumLineSpacing: 10, "
                    "minimumInteritemSpacing: 10, sectionInset: 10}\nsections:\n")
            for n in range(sections):
                f.write(f"  - {{id: s{n}, items: {items}}}\n")
        out = os.path.join(base, "layout.json")
        walls = []
        peak = 0
        for _ in range(runs):
            with open(out, "wb") as sink:
                before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
                start = time.monotonic()
                status = subprocess.run([layoutd, "compute", spec], stdout=sink).returncode
                walls.append(time.monotonic() - start)
                peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
            if status != 0:
                sys.exit(f"layoutd compute failed with {status}")
        wall = sorted(walls)[len(walls) // 2]
        size = os.path.getsize(out)
        print(f"big: compute of {sections * items:,} items: {wall * 1000:.0f} ms whole process (median of {runs}), "
              f"peak resident {peak / 1024:.0f} MiB, {size / 1e6:.0f} MB of JSON at {size / wall / 1e6:.0f} MB/s")
        return {"wall_ms": wall * 1000, "peak_mib": peak / 1024, "bytes": size, "mb_per_s": size / wall / 1e6}
    finally:
        shutil.rmtree(base, ignore_errors=True)


def cpu(layoutd, saves=1000):
    base = tempfile.mkdtemp(prefix="layoutd-cpu-")
    try:
        root = os.path.join(base, "specs")
        os.makedirs(root)
        spec = os.path.join(root, "home.layout.yaml")
        with open(os.path.join(HERE, "typical.layout.yaml.txt")) as f:
            body = f.read()
        with open(spec, "w") as f:
            f.write(body.format(i=-1, h=39))
        sock = os.path.join(base, "layoutd.sock")
        daemon = subprocess.Popen(
            [layoutd, "serve", "--watch", root, "--output", os.path.join(base, "out"), "--socket", sock],
            stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while not os.path.exists(sock) and time.monotonic() < deadline:
                time.sleep(0.05)
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.connect(sock)
            reader = client.makefile()
            client.sendall(b'{"id": 1, "command": "sync"}\n')
            reader.readline()
            client.sendall(b'{"id": 2, "command": "subscribe", "specs": ["home.layout.yaml"]}\n')
            reader.readline()
            before = cpu_seconds(daemon.pid)
            start = time.monotonic()
            for n in range(saves):
                # One section's item height changes, as watch_latency.py's saves do.
                with open(spec, "w") as f:
                    f.write(body.format(i=n, h=40 + n % 7))
                while True:
                    line = reader.readline()
                    if '"diff"' in line or '"error"' in line:
                        break
            client.sendall(b'{"id": 3, "command": "sync"}\n')
            while '"id": 3' not in (answer := reader.readline()) and '"id":3' not in answer:
                pass
            wall = time.monotonic() - start
            used = cpu_seconds(daemon.pid) - before
        finally:
            daemon.terminate()
            daemon.wait(30)
        print(f"cpu: {saves} saves in {wall:.2f} s: the daemon used {used:.2f} s of CPU, "
              f"{used / saves * 1e6:.0f} µs a save")
        return {"cpu_s": used, "per_save_us": used / saves * 1e6}
    finally:
        shutil.rmtree(base, ignore_errors=True)


def heavy_spec(environments=1000, sections=20, edit=0):
    """1,000 environments of varying widths x 20 compositional sections with expressions."""
    lines = ["environments:"]
    for n in range(environments):
        lines.append(f"  - {{name: e{n}, size: [{320 + n % 500}, {600 + n % 300}]}}")
    lines.append("layout: {type: compositional}")
    lines.append("sections:")
    for n in range(sections):
        lines += [
            f"  - id: s{n}",
            f"    items: {4 + edit}",
            "    group:",
            "      horizontal:",
            f"        layoutSize: [fractionalWidth(1), absolute(layoutEnvironment.container.effectiveContentSize.width / {3 + n % 4})]",
            "        subitems:",
            "          - item: {layoutSize: [fractionalWidth(0.5), fractionalHeight(1)]}",
        ]
    return "\n".join(lines) + "\n"


def heavy(layoutd, saves=20):
    base = tempfile.mkdtemp(prefix="layoutd-heavy-")
    try:
        root = os.path.join(base, "specs")
        os.makedirs(root)
        small = os.path.join(root, "small.layout.yaml")
        big = os.path.join(root, "heavy.layout.yaml")

        def small_text(n):
            return ("environments: [{name: phone, size: [390, 844]}]\n"
                    f"layout: {{type: flow, itemSize: [100, 100]}}\nsections:\n  - {{id: a, items: {n % 7 + 1}}}\n")

        with open(small, "w") as f:
            f.write(small_text(0))
        with open(big, "w") as f:
            f.write(heavy_spec())
        sock = os.path.join(base, "layoutd.sock")
        daemon = subprocess.Popen(
            [layoutd, "serve", "--watch", root, "--output", os.path.join(base, "out"), "--socket", sock],
            stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 120
            while not os.path.exists(sock) and time.monotonic() < deadline:
                time.sleep(0.05)
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.connect(sock)
            client.sendall(b'{"id": 1, "command": "sync"}\n')
            reader = client.makefile()
            reader.readline()
            client.sendall(b'{"id": 2, "command": "subscribe", "specs": ["small.layout.yaml"]}\n')
            reader.readline()

            def save_small(n):
                start = time.monotonic()
                with open(small, "w") as f:
                    f.write(small_text(n))
                while True:
                    line = reader.readline()
                    if '"small.layout.yaml"' in line and ('"diff"' in line or '"layout"' in line):
                        return (time.monotonic() - start) * 1000

            alone = [save_small(n + 1) for n in range(saves)]
            time.sleep(0.2)
            during = []
            for n in range(saves // 4):
                with open(big, "w") as f:
                    f.write(heavy_spec(edit=n + 1))
                time.sleep(0.15)  # the heavy spec's settle time passed: it is being laid out
                during.append(save_small(saves + n + 1))
                time.sleep(0.05)
        finally:
            daemon.terminate()
            daemon.wait(30)
        med = lambda values: sorted(values)[len(values) // 2]
        print(f"heavy: small spec save to diff {med(alone):.1f} ms alone (median of {len(alone)}), "
              f"{med(during):.1f} ms while a heavy spec lays out (median of {len(during)}, max {max(during):.1f}); "
              f"{med(during) - med(alone):+.1f} ms")
        return {"alone_ms": med(alone), "during_ms": med(during), "during_max_ms": max(during)}
    finally:
        shutil.rmtree(base, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("which", nargs="?", default="all", choices=["scale", "big", "cpu", "heavy", "all"])
    parser.add_argument("--layoutd", default=os.path.join(HERE, "..", ".build", "release", "layoutd"))
    args = parser.parse_args()
    if args.which in ("scale", "all"):
        scale(args.layoutd)
    if args.which in ("big", "all"):
        big(args.layoutd)
    if args.which in ("cpu", "all"):
        cpu(args.layoutd)
    if args.which in ("heavy", "all"):
        heavy(args.layoutd)


if __name__ == "__main__":
    main()
