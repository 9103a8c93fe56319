// peak-memory REPORT COMMAND [ARGUMENT ...]
//
// Runs COMMAND as a child forked from this small process, waits for it, and writes to REPORT what
// `wait4` tells of it: "STATUS SIGNAL KILOBYTES\n", its exit status (-1 when a signal ended it),
// that signal (0 when it exited), and its peak resident memory. The child keeps this process's
// standard streams and environment.
//
// Why a process of its own: the tests cannot measure a child's peak by spawning it themselves.
// glibc's `posix_spawn` starts the child in the parent's memory (`CLONE_VM`), and the kernel
// carries the largest resident size of the memory a process had before `exec` into its
// `ru_maxrss`. A child spawned by the test runner is charged with the runner's own resident size,
// which passes 500 MB while the whole suite runs in parallel. A child forked from this process
// starts with its few hundred kilobytes.
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: peak-memory REPORT COMMAND [ARGUMENT ...]\n");
    return 64;
  }
  pid_t pid = fork();
  if (pid < 0) {
    perror("peak-memory: fork");
    return 71;
  }
  if (pid == 0) {
    execv(argv[2], argv + 2);
    perror("peak-memory: exec");
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("peak-memory: wait4");
      return 71;
    }
  }
  FILE *report = fopen(argv[1], "w");
  if (report == NULL) {
    perror("peak-memory: report");
    return 73;
  }
  fprintf(report, "%d %d %ld\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
          WIFSIGNALED(status) ? WTERMSIG(status) : 0, usage.ru_maxrss);
  return fclose(report) == 0 ? 0 : 74;
}
