import LayoutEngine

extension Checker {
  /// Observations folded into what a file's findings need: each finding's key in the order first
  /// seen, its first observation (with its path), its worst, and the scenes it was seen in. Each
  /// batch of scenes is folded on its own core as it is laid out, and the batches' folds are
  /// merged in batch order, so no list of observations per scene is ever kept: the memory is the
  /// findings', one bit a scene each.
  ///
  /// A key is hashed once per observation (its index into `entries`): a ZStack of 10,000 buttons
  /// makes 20,000 observations a scene, and hashing their keys (a source location with its file
  /// name, a kind string) once per field was a third of `check`'s time.
  struct FindingsFold: Sendable {
    /// What is known of one finding so far.
    struct Entry: Sendable {
      var key: FindingKey
      /// The node of the first scene (in the variants' order) the key was seen in, with its path,
      /// and that scene: batches hold whole columns, so the scene order is not the order they are
      /// seen in.
      var node: NodeReference
      var firstScene: Int
      /// The worst measure seen, and how it reads.
      var worst: Double
      var detail: (@Sendable () -> String)?
      var scenes: SceneSet
    }

    /// The findings in the order first seen.
    private(set) var entries: [Entry] = []
    private var index: [FindingKey: Int] = [:]
    /// The file's scene count, the size of each scene set.
    let sceneCount: Int

    init(sceneCount: Int) {
      self.sceneCount = sceneCount
    }

    /// Adds what the rules saw in scene `scene`, laid out as `result` (for the path of a finding's
    /// first observation: building the dotted path is dear, so only those get one).
    mutating func add(_ found: [Observation], scene: Int, result: LayoutResult) {
      // A batch's first scene makes most of its entries.
      if entries.isEmpty {
        entries.reserveCapacity(found.count)
        index.reserveCapacity(found.count)
      }
      var guess = entries.count
      for observation in found {
        guard let at = find(observation, after: &guess) else {
          var node = observation.node
          node.path = result.path(of: observation.index)
          var scenes = SceneSet(count: sceneCount)
          scenes.insert(scene)
          index[FindingKey(observation)] = entries.count
          entries.append(
            Entry(
              key: FindingKey(observation), node: node, firstScene: scene, worst: observation.measure,
              detail: observation.detail, scenes: scenes))
          continue
        }
        // A node can show several times in one layout (variants of one source); once per scene.
        guard !entries[at].scenes.contains(scene) else { continue }
        if scene < entries[at].firstScene {
          entries[at].node = observation.node
          entries[at].node.path = result.path(of: observation.index)
          entries[at].firstScene = scene
        }
        entries[at].scenes.insert(scene)
        if observation.measure > entries[at].worst {
          entries[at].worst = observation.measure
          entries[at].detail = observation.detail
        }
      }
    }

    /// The entry of `observation`'s key. A scene's observations mostly come in the order of the
    /// entries they fold into (the rules walk every layout in node order), so the entry after the
    /// last one found, `guess`, is tried before the key is hashed; `guess` becomes the next.
    private func find(_ observation: Observation, after guess: inout Int) -> Int? {
      let at =
        guess < entries.count && entries[guess].key.matches(observation)
        ? guess : index[FindingKey(observation)]
      guess = (at ?? entries.count) + 1
      return at
    }

    /// Adds `later`, the fold of the scenes after this one's.
    mutating func merge(_ later: FindingsFold) {
      var guess = entries.count
      for entry in later.entries {
        let at =
          guess < entries.count && entries[guess].key == entry.key ? guess : index[entry.key]
        guess = (at ?? entries.count) + 1
        guard let at else {
          index[entry.key] = entries.count
          entries.append(entry)
          continue
        }
        entries[at].scenes.formUnion(entry.scenes)
        if entry.firstScene < entries[at].firstScene {
          entries[at].node = entry.node
          entries[at].firstScene = entry.firstScene
        }
        if entry.worst > entries[at].worst {
          entries[at].worst = entry.worst
          entries[at].detail = entry.detail
        }
      }
    }
  }
}
