// The floor of save to diff for any daemon built like layoutd: a daemon that does no layout work.
//
// It watches one folder for the same events as layoutd, and when a save of the target completes
// (IN_CLOSE_WRITE or IN_MOVED_TO) it reads the file and sends its one client a ready-made line as long
// as layoutd's diff event for that save, over a Unix socket; the client copies what it reads to
// standard output. Every wake-up, copy and system call layoutd cannot avoid is here, and nothing else,
// so the gap between this and layoutd in one run is what layoutd's own work costs.
//
//   relay_floor FOLDER NAME LINE_BYTES
//
// The daemon is a child process that ends with its parent, the client: a "watcher" for
// Benchmarks/peers/watch_latency.py (`--extra`), which stops the command it started.
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static struct sockaddr_un address(const char *path) {
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    strncpy(a.sun_path, path, sizeof a.sun_path - 1);
    return a;
}

static int client(const char *path) {
    int s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un a = address(path);
    while (connect(s, (struct sockaddr *)&a, sizeof a) != 0) usleep(10000);
    static char buffer[65536];
    ssize_t count;
    while ((count = read(s, buffer, sizeof buffer)) > 0) {
        if (write(1, buffer, (size_t)count) != count) return 1;
    }
    return 0;
}

static int serve(const char *folder, const char *name, const char *state, const char *path, size_t lineBytes) {
    int events = inotify_init1(IN_CLOEXEC);
    uint32_t mask = IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE;
    if (events < 0 || inotify_add_watch(events, folder, mask) < 0) return perror("inotify"), 1;
    int listener = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un a = address(path);
    unlink(path);
    if (bind(listener, (struct sockaddr *)&a, sizeof a) != 0 || listen(listener, 1) != 0) return perror(path), 1;
    int subscriber = accept(listener, NULL, NULL);
    // Connected: the socket's path and folder are not needed any more, however the two processes end.
    unlink(path);
    rmdir(state);
    // The event: the spec's name (the harness matches it), filled out to the diff event's length.
    char *line = malloc(lineBytes);
    memset(line, ' ', lineBytes);
    memcpy(line, name, strlen(name));
    line[lineBytes - 1] = '\n';
    char file[4096], contents[65536];
    snprintf(file, sizeof file, "%s/%s", folder, name);
    static char buffer[65536] __attribute__((aligned(8)));
    for (;;) {
        ssize_t count = read(events, buffer, sizeof buffer);
        if (count <= 0) return 1;
        int completed = 0;
        for (char *p = buffer; p < buffer + count;) {
            struct inotify_event *event = (struct inotify_event *)p;
            if ((event->mask & (IN_CLOSE_WRITE | IN_MOVED_TO)) && event->len && strcmp(event->name, name) == 0)
                completed = 1;
            p += sizeof *event + event->len;
        }
        if (!completed) continue;
        int descriptor = open(file, O_RDONLY | O_CLOEXEC);
        if (descriptor >= 0) {
            while (read(descriptor, contents, sizeof contents) > 0) {}
            close(descriptor);
        }
        if (write(subscriber, line, lineBytes) != (ssize_t)lineBytes) return 1;
    }
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: relay_floor FOLDER NAME LINE_BYTES\n");
        return 2;
    }
    char state[] = "/tmp/relay-floor-XXXXXX", path[64];
    if (!mkdtemp(state)) return perror("mkdtemp"), 1;
    snprintf(path, sizeof path, "%s/relay.sock", state);
    pid_t parent = getpid();
    pid_t daemon = fork();
    if (daemon == 0) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != parent) return 1;
        return serve(argv[1], argv[2], state, path, (size_t)atol(argv[3]));
    }
    int status = client(path);
    kill(daemon, SIGTERM);
    return status;
}
